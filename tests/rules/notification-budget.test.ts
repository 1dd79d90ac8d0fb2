// The expression budget (decision 0020) of a notification's create rule, which decision 0029 lengthened
// (notificationWanted) and other checks may lengthen again: the app's like, with its notification and
// badge step, must still pass with 30% of the 1,000 expressions spent first on the notification document,
// the recipient having saved preferences (the costlier case). The padding alone must fill the budget, so
// the guard cannot pass vacuously. Measured (decision 0029): 285 before, 310 / 322 after.
import { readFileSync } from 'node:fs';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { setLiked } from '@/social/api/likes';
import { createRulesEnv, dbAs, peek, seed } from './helpers';
import { POST, seedSocial } from './social-helpers';

const PROJECT = 'demo-rules-notification-budget';
const RULES = readFileSync(process.env.FIRESTORE_RULES ?? 'firestore.rules', 'utf8');
const TERM = 'request.time != null';
const PAD_FUNCTIONS = `
    function budgetPad10() { return ${Array(10).fill(TERM).join(' && ')}; }
    function budgetPad100() { return ${Array(10).fill('budgetPad10()').join(' && ')}; }`;
/** 30% of the budget: 49 terms of 6.2 expressions (decision 0020's calibration). */
const MARGIN_TERMS = 49;
/** The whole budget on this document: with nothing else, 162 terms pass and 163 fail. */
const FULL_TERMS = 163;

function padding(terms: number): string {
  return [
    ...Array<string>(Math.floor(terms / 100)).fill('budgetPad100()'),
    ...Array<string>(Math.floor((terms % 100) / 10)).fill('budgetPad10()'),
    ...Array<string>(terms % 10).fill(TERM),
  ].join(' && ');
}

const CREATE = /(match \/notifications\/\{notificationId\} \{[\s\S]*?allow create: if )([^;]*);/;

/** The rules with `terms` spent first on every notification create; `rule` replaces its condition. */
function paddedRules(terms: number, rule?: string): string {
  if (!CREATE.test(RULES)) throw new Error('no notifications allow create in the rules');
  return RULES.replace(
    CREATE,
    (_all, start: string, condition: string) =>
      `${start}(${padding(terms)} && request.time == null) || (${rule ?? condition});`,
  ).replace(
    'match /databases/{database}/documents {',
    `match /databases/{database}/documents {${PAD_FUNCTIONS}`,
  );
}

async function loadRules(content: string) {
  const res = await fetch(`http://127.0.0.1:8080/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!res.ok) throw new Error(`rules did not load: ${res.status} ${await res.text()}`);
}

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnv(PROJECT);
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedSocial(env);
  await seed(env, { 'users/bob/preferences/notifications': { comment: false } });
});

const like = (db: Firestore) => setLiked('alice', { kind: 'post', id: POST }, true, db);
const notified = async () => (await peek(env, `notifications/like_alice_${POST}`)) !== undefined;

test('a like with its notification passes with 30% of the budget spent first', async () => {
  await loadRules(paddedRules(MARGIN_TERMS));
  await expect(like(dbAs(env, 'alice'))).resolves.toBe(true);
  expect(await notified()).toBe(true);
});

test('the padding alone fills the budget (the guard is real)', async () => {
  await loadRules(paddedRules(FULL_TERMS - 1, 'true'));
  await expect(like(dbAs(env, 'alice'))).resolves.toBe(true);
  await env.clearFirestore();
  await seedSocial(env);
  await loadRules(paddedRules(FULL_TERMS, 'true'));
  await expect(like(dbAs(env, 'alice'))).rejects.toThrow();
});
