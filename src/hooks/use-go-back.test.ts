import { describe, expect, test } from 'vitest';
import { hasInAppPageBehind } from './use-go-back';

describe('hasInAppPageBehind', () => {
  test('an entry React Router pushed after the first has a page behind it', () => {
    expect(hasInAppPageBehind({ usr: null, key: 'k2', idx: 1 })).toBe(true);
    expect(hasInAppPageBehind({ usr: null, key: 'k5', idx: 4 })).toBe(true);
  });

  test('the first entry, or one a deep link and its sign-in replaced, has none', () => {
    expect(hasInAppPageBehind({ usr: { from: null }, key: 'k3', idx: 0 })).toBe(false);
  });

  test('a state React Router did not write has none', () => {
    expect(hasInAppPageBehind(null)).toBe(false);
    expect(hasInAppPageBehind({})).toBe(false);
    expect(hasInAppPageBehind({ idx: '2' })).toBe(false);
  });
});
