// The checks `npm run lint` runs on the rules (rules/build.mjs --check), each shown to catch
// what it is for, and the coverage script's units (rules/coverage.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { KEY_FOLDS } from '../src/domain/restaurant-key';
import { buildRules, normKeyFunction, OUTPUT, pathsMatchedTwice, unusedFunctions } from './build.mjs';
import { addEvaluatedLines, coverage, ruleUnits } from './coverage.mjs';

const RULES = `service cloud.firestore {
  match /databases/{database}/documents {
    function isSignedIn() { return request.auth != null; }
    // never called: unused() below is only a comment
    function unused() { return true; }
    match /users/{uid} {
      allow read: if isSignedIn();
      match /private/{doc} {
        allow read: if isSignedIn();
      }
    }
    match /users/{id}/private/{other} {
      allow write: if false;
      allow read: if true;
    }
  }
}`;

describe('rules-build checks', () => {
  test('a function declared and never called is reported; a called one is not', () => {
    expect(unusedFunctions(RULES)).toEqual(['unused']);
  });

  test('the same path matched twice, nested or written whole, under other variable names', () => {
    expect(pathsMatchedTwice(RULES)).toEqual(['/users/{}/private/{}']);
    expect(pathsMatchedTwice(RULES.replace('/users/{id}/private/{other}', '/reports/{r}'))).toEqual([]);
  });

  test('firestore.rules is what the sources give, with normKey generated from KEY_FOLDS', async () => {
    const { text, origin } = await buildRules();
    expect(readFileSync(OUTPUT, 'utf8')).toBe(text);
    for (const line of normKeyFunction(KEY_FOLDS)) expect(text).toContain(line);
    expect(unusedFunctions(text)).toEqual([]);
    expect(pathsMatchedTwice(text)).toEqual([]);
    // every line of a source is placed once, in order
    const lines = text.split('\n');
    const match = lines.findIndex((l) => l.includes('match /users/{uid} {'));
    expect(origin[match]).toMatchObject({ file: 'rules/firestore/users.rules' });
  });
});

describe('rules-coverage units', () => {
  test('a function or allow is covered by any evaluated expression in its span, else 0', () => {
    const units = ruleUnits(RULES);
    expect(units.map((u) => u.name)).toEqual([
      'isSignedIn',
      'unused',
      'allow read',
      'allow read',
      'allow write',
      'allow read',
    ]);
    expect(units.map((u) => u.constant)).toEqual([false, false, false, false, false, true]);
    const counts = addEvaluatedLines(new Map(), [
      { sourcePosition: { line: 3 }, values: [{ count: 4 }], children: [] },
      { sourcePosition: { line: 7 }, values: [{ count: 1 }, { count: 2 }], children: [] },
    ]);
    addEvaluatedLines(counts, [{ sourcePosition: { line: 7 }, values: [{ count: 5 }] }]);
    const byName = coverage(units, counts).map((u) => [u.name, u.from, u.evaluations]);
    expect(byName).toEqual([
      ['isSignedIn', 3, 4],
      ['unused', 5, 0],
      ['allow read', 7, 8],
      ['allow read', 9, 0],
      ['allow write', 13, 0],
      ['allow read', 14, 0],
    ]);
  });
});
