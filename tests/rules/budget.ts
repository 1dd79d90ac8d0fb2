// The expression budget harness (docs/decisions/0020-rules-expression-budget.md): Firestore stops
// evaluating a document's rule after 1,000 expressions and refuses the write. A write kind is run with a
// padding that has already spent part of that budget on one document's rule before the rule itself
// starts, so a kind that needs more than what is left fails.
import { readFileSync } from 'node:fs';

export const LIMIT = 1000;
/** 30% of the budget in terms of about 6.2 expressions each (decision 0020's calibration). */
const MARGIN_TERMS = 49;
const RULES = readFileSync(process.env.FIRESTORE_RULES ?? 'firestore.rules', 'utf8');

// One padding term, and blocks of 10 and 100 of them (the rules compiler refuses deep && chains).
const TERM = 'request.time != null';
const PAD_FUNCTIONS = `
    function budgetPad10() { return ${Array(10).fill(TERM).join(' && ')}; }
    function budgetPad100() { return ${Array(10).fill('budgetPad10()').join(' && ')}; }`;

function padding(terms: number): string {
  const parts = [
    ...Array<string>(Math.floor(terms / 100)).fill('budgetPad100()'),
    ...Array<string>(Math.floor((terms % 100) / 10)).fill('budgetPad10()'),
    ...Array<string>(terms % 10).fill(TERM),
  ];
  return parts.length ? parts.join(' && ') : 'true';
}

/** The rule a padding goes in front of: the `allow <method>` of the match whose path is `match`. */
export interface RuleTarget {
  match: string;
  method: 'create' | 'update' | 'delete';
}

function targetPattern({ match, method }: RuleTarget): RegExp {
  const path = match.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(match ${path} \\{[\\s\\S]*?allow (?:\\w+, )*${method}(?:, \\w+)*: if )([^;]*);`);
}

/**
 * The rules with `terms` padding terms evaluated first in the target rule (then a false test, so its own
 * condition decides as before); `rule` replaces that condition; `onlyIf` limits the padding to the
 * documents it holds for (e.g. "uid == 'alice' && ").
 */
export function paddedRules(target: RuleTarget, terms: number, rule?: string, onlyIf = ''): string {
  const pattern = targetPattern(target);
  if (!pattern.test(RULES)) throw new Error(`no allow ${target.method} in match ${target.match}`);
  const pad = `(${onlyIf}${padding(terms)} && request.time == null)`;
  return RULES.replace(
    pattern,
    (_all, start: string, condition: string) => `${start}${pad} || (${rule ?? condition});`,
  ).replace(
    'match /databases/{database}/documents {',
    `match /databases/{database}/documents {${PAD_FUNCTIONS}`,
  );
}

/** How a budget test's token names one target rule. */
export const targetId = ({ match, method }: RuleTarget): string => `${match} ${method}`;

/** The token claim that switches `terms` padding terms on in `target`'s rule (switchedPaddedRules). */
export const budgetSwitch = (target: RuleTarget | 'calibration', terms: number): Record<string, string> => ({
  budgetSwitch: `${typeof target === 'string' ? target : targetId(target)} ${terms}`,
});

/** `terms[i]` padding terms when the token's switch names `id` and it, then a false test. */
function switchedPad(id: string, terms: number[]): string {
  const on = (n: number) => `request.auth.token.get('budgetSwitch', '') == '${id} ${n}'`;
  return `((${terms.map((n) => `(${on(n)} && ${padding(n)})`).join(' || ')}) && request.time == null)`;
}

/**
 * The whole budget, in padding terms, on a rule that is only `true` (the `budgetCalibration` matches of
 * switchedPaddedRules): plain padding, and padding behind the switch, which costs a few expressions of
 * its own. Measured, and kept true by write-budgets.test.ts.
 */
export const FULL_PLAIN = 162;
export const FULL_SWITCHED = 161;
/** MARGIN_TERMS' expressions behind the switch: the switch's own cost counts towards the 30%. */
export const SWITCHED_MARGIN_TERMS = MARGIN_TERMS - (FULL_PLAIN - FULL_SWITCHED);

/**
 * The rules with every target rule padded behind a switch in the writer's token: a write whose token
 * carries budgetSwitch(target, n), n one of `terms`, spends n padding terms first on that target's
 * documents; other writes spend a few expressions on the switch of each target they touch. One load
 * serves a whole file: a load compiles the whole ruleset (3-30 s), and one load per target and padding
 * made write-budgets the layer's slowest file. Four `budgetCalibration` documents measure the switch.
 */
export function switchedPaddedRules(targets: RuleTarget[], terms: number[]): string {
  let rules = RULES;
  for (const target of targets) {
    const pattern = targetPattern(target);
    if (!pattern.test(rules)) throw new Error(`no allow ${target.method} in match ${target.match}`);
    const pad = switchedPad(targetId(target), terms);
    rules = rules.replace(
      pattern,
      (_all, start: string, condition: string) => `${start}${pad} || (${condition});`,
    );
  }
  const calibration = [
    ['plainFull', `(${padding(FULL_PLAIN)} && request.time == null)`],
    ['plainOver', `(${padding(FULL_PLAIN + 1)} && request.time == null)`],
    ['switchedFull', switchedPad('calibration', [FULL_SWITCHED])],
    ['switchedOver', switchedPad('calibration', [FULL_SWITCHED + 1])],
  ]
    .map(([id, pad]) => `\n    match /budgetCalibration/${id} { allow create: if ${pad} || true; }`)
    .join('');
  return rules.replace(
    'match /databases/{database}/documents {',
    `match /databases/{database}/documents {${PAD_FUNCTIONS}${calibration}`,
  );
}

export async function loadRules(projectId: string, content: string) {
  const res = await fetch(`http://127.0.0.1:8080/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!res.ok) throw new Error(`rules did not load: ${res.status} ${await res.text()}`);
}

/** More than the whole budget: with the rule replaced by `true`, 161-163 terms pass (decision 0020). */
export const OVER_BUDGET_TERMS = 170;
