import { audienceOf } from './offer';
import type { Spender } from './user-record';

const spender = (userId: string, amount: number, visits: number, verifiedVisits = 0): Spender => ({
  userId,
  amount,
  visits,
  lastVisit: '2026-11-20',
  verifiedVisits,
});
const SPENDERS = [
  spender('ana', 300, 4, 1),
  spender('ben', 200, 2),
  spender('cy', 100, 3, 2),
  spender('own', 999, 9, 9),
];

describe('audienceOf', () => {
  it('reaches the top N by amount, never the owner', () => {
    expect(audienceOf(SPENDERS, { kind: 'top', n: 2 }, 'own', '2026-11-28')).toEqual(['ana', 'ben']);
  });

  it('with verified, only diners with a verified visit, the rest of the audience among them (decision 0046)', () => {
    expect(audienceOf(SPENDERS, { kind: 'top', n: 2, verified: true }, 'own', '2026-11-28')).toEqual([
      'ana',
      'cy',
    ]);
    expect(audienceOf(SPENDERS, { kind: 'visits', n: 2, verified: true }, 'own', '2026-11-28')).toEqual([
      'ana',
      'cy',
    ]);
    expect(audienceOf(SPENDERS, { kind: 'recent', days: 30, verified: true }, 'own', '2026-11-28')).toEqual([
      'ana',
      'cy',
    ]);
    // A spender stored before verified visits existed has none.
    const old = [{ userId: 'old', amount: 50, visits: 1, lastVisit: '2026-11-20' }];
    expect(audienceOf(old, { kind: 'top', n: 10, verified: true }, 'own', '2026-11-28')).toEqual([]);
  });
});
