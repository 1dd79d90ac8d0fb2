import { pointsInPeriod, periodPointsUpdate, storedPeriodKey } from './period-points';

const keys = { day: '2026-11-18', week: '2026-W47', month: '2026-11', year: '2026' };
const inc = (n: number) => ({ inc: n });

describe('periodPointsUpdate', () => {
  test('a user without counters gets all three, started at the amounts', () => {
    expect(periodPointsUpdate({ goldPoints: 5 }, keys, 42, 42, inc)).toEqual({
      'periodPoints.week': { key: '2026-W47', gold: 42, silver: 42 },
      'periodPoints.month': { key: '2026-11', gold: 42, silver: 42 },
      'periodPoints.year': { key: '2026', gold: 42, silver: 42 },
    });
  });

  test('current counters are incremented, stale ones restart (a transfer: silver only)', () => {
    const user = {
      periodPoints: {
        week: { key: '2026-W46', gold: 300, silver: 250 },
        month: { key: '2026-11', gold: 100, silver: 90 },
        year: { key: '2026', gold: 900, silver: 800 },
      },
    };
    expect(periodPointsUpdate(user, keys, 0, -30, inc)).toEqual({
      'periodPoints.week': { key: '2026-W47', gold: 0, silver: -30 },
      'periodPoints.month.silver': { inc: -30 },
      'periodPoints.year.silver': { inc: -30 },
    });
    expect(periodPointsUpdate(user, keys, 7, 7, inc)).toEqual({
      'periodPoints.week': { key: '2026-W47', gold: 7, silver: 7 },
      'periodPoints.month.gold': { inc: 7 },
      'periodPoints.month.silver': { inc: 7 },
      'periodPoints.year.gold': { inc: 7 },
      'periodPoints.year.silver': { inc: 7 },
    });
  });

  test('a malformed counter is treated as stale', () => {
    expect(periodPointsUpdate({ periodPoints: { week: 'x', month: null } }, keys, 1, 1, inc)).toMatchObject({
      'periodPoints.week': { key: '2026-W47', gold: 1, silver: 1 },
      'periodPoints.month': { key: '2026-11', gold: 1, silver: 1 },
    });
  });
});

describe('pointsInPeriod', () => {
  const user = { periodPoints: { week: { key: '2026-W47', gold: 12, silver: -3 } } };
  test('the stored value of the current period, else 0', () => {
    expect(pointsInPeriod(user, 'week', '2026-W47', 'gold')).toBe(12);
    expect(pointsInPeriod(user, 'week', '2026-W47', 'silver')).toBe(-3);
    expect(pointsInPeriod(user, 'week', '2026-W48', 'gold')).toBe(0);
    expect(pointsInPeriod(user, 'month', '2026-11', 'gold')).toBe(0);
    expect(pointsInPeriod(null, 'year', '2026', 'gold')).toBe(0);
    expect(storedPeriodKey(user, 'week')).toBe('2026-W47');
    expect(storedPeriodKey({}, 'week')).toBe('');
  });

  test("a period's verified gold (decision 0046): missing is 0, a stale period's is 0", () => {
    const v = { periodPoints: { week: { key: '2026-W47', gold: 12, silver: 12, verified: 9 } } };
    expect(pointsInPeriod(v, 'week', '2026-W47', 'verified')).toBe(9);
    expect(pointsInPeriod(v, 'week', '2026-W48', 'verified')).toBe(0);
    expect(pointsInPeriod(user, 'week', '2026-W47', 'verified')).toBe(0);
  });
});
