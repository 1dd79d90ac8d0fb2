// The expression budget (decision 0020) of a notification's create rule, which decision 0029 lengthened
// (notificationWanted) and other checks may lengthen again: the app's like, with its notification and
// badge step, must still pass with 30% of the 1,000 expressions spent first on the notification document,
// the recipient having saved preferences (the costlier case). The padding alone must fill the budget, so
// the guard cannot pass vacuously. Measured (decision 0029): 285 before, 310 / 322 after.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { setLiked } from '@/social/api/likes';
import { MARGIN_TERMS, loadRules as loadProjectRules, paddedRules as padded } from './budget';
import { createRulesEnv, dbAs, peek, seed } from './helpers';
import { POST, seedSocial } from './social-helpers';

const PROJECT = 'demo-rules-notification-budget';
/** The whole budget on this document: with nothing else, 162 terms pass and 163 fail. */
const FULL_TERMS = 163;

/** The rules with `terms` spent first on every notification create; `rule` replaces its condition. */
const paddedRules = (terms: number, rule?: string) =>
  padded({ match: '/notifications/{notificationId}', method: 'create' }, terms, rule);
const loadRules = (content: string) => loadProjectRules(PROJECT, content);

// A budget for CPU work, not a wait: a test loads whole rules (one compile each, over 20 s with both
// cores busy).
const LOADS_RULES = 120_000;

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

test(
  'a like with its notification passes with 30% of the budget spent first',
  async () => {
    await loadRules(paddedRules(MARGIN_TERMS));
    await expect(like(dbAs(env, 'alice'))).resolves.toBe(true);
    expect(await notified()).toBe(true);
  },
  LOADS_RULES,
);

test(
  'the padding alone fills the budget (the guard is real)',
  async () => {
    await loadRules(paddedRules(FULL_TERMS - 1, 'true'));
    await expect(like(dbAs(env, 'alice'))).resolves.toBe(true);
    await env.clearFirestore();
    await seedSocial(env);
    await loadRules(paddedRules(FULL_TERMS, 'true'));
    await expect(like(dbAs(env, 'alice'))).rejects.toThrow();
  },
  LOADS_RULES,
);
