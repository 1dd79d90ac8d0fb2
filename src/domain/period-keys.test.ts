import { periodKeysAt, romeOffsetHours } from './period-keys';

const at = (iso: string) => periodKeysAt(new Date(iso));

// Intl's Europe/Rome (the time-zone database) as the oracle for the wall-clock date.
const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const romeParts = (t: Date) => {
  const parts = Object.fromEntries(romeDate.formatToParts(t).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day) };
};

/** ISO week of a calendar date, computed another way: from the Monday of week 1 (the week of Jan 4). */
function isoWeekOracle(y: number, m: number, d: number): string {
  const day = Date.UTC(y, m - 1, d);
  const mondayOfWeek1 = (year: number) => {
    const jan4 = Date.UTC(year, 0, 4);
    return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  };
  let year = y + 1;
  while (mondayOfWeek1(year) > day) year -= 1;
  const week = Math.floor((day - mondayOfWeek1(year)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function oracle(t: Date) {
  const { y, m, d } = romeParts(t);
  const mm = String(m).padStart(2, '0');
  return {
    day: `${y}-${mm}-${String(d).padStart(2, '0')}`,
    week: isoWeekOracle(y, m, d),
    month: `${y}-${mm}`,
    year: String(y),
  };
}

describe('romeOffsetHours (EU summer time: last Sunday of March/October, 01:00 UTC)', () => {
  test.each([
    ['2026-01-15T12:00:00Z', 1],
    ['2026-03-29T00:59:59.999Z', 1],
    ['2026-03-29T01:00:00Z', 2],
    ['2026-07-01T00:00:00Z', 2],
    ['2026-10-25T00:59:59.999Z', 2],
    ['2026-10-25T01:00:00Z', 1],
    ['2027-03-28T01:00:00Z', 2],
    ['2027-10-31T00:59:59Z', 2],
    ['2027-10-31T01:00:00Z', 1],
  ])('%s is UTC+%i', (iso, offset) => {
    expect(romeOffsetHours(new Date(iso))).toBe(offset);
  });
});

describe('periodKeysAt', () => {
  test.each([
    // A known week: Monday 16 November 2026 opens ISO week 47.
    ['2026-11-16T08:00:00Z', '2026-11-16', '2026-W47', '2026-11', '2026'],
    // Monday 00:00 in Rome is Sunday 23:00 UTC in winter, 22:00 UTC in summer.
    ['2026-11-22T22:59:59Z', '2026-11-22', '2026-W47', '2026-11', '2026'],
    ['2026-11-22T23:00:00Z', '2026-11-23', '2026-W48', '2026-11', '2026'],
    ['2026-06-14T21:59:59Z', '2026-06-14', '2026-W24', '2026-06', '2026'],
    ['2026-06-14T22:00:00Z', '2026-06-15', '2026-W25', '2026-06', '2026'],
    // DST starts (02:00 → 03:00 local) and ends (03:00 → 02:00 local).
    ['2026-03-29T00:59:59Z', '2026-03-29', '2026-W13', '2026-03', '2026'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '2026-W13', '2026-03', '2026'],
    ['2026-03-29T21:59:59Z', '2026-03-29', '2026-W13', '2026-03', '2026'],
    ['2026-03-29T22:00:00Z', '2026-03-30', '2026-W14', '2026-03', '2026'],
    ['2026-10-25T00:59:59Z', '2026-10-25', '2026-W43', '2026-10', '2026'],
    ['2026-10-25T22:59:59Z', '2026-10-25', '2026-W43', '2026-10', '2026'],
    ['2026-10-25T23:00:00Z', '2026-10-26', '2026-W44', '2026-10', '2026'],
    // Month ends: midnight in Rome, not in UTC.
    ['2026-04-30T21:59:59Z', '2026-04-30', '2026-W18', '2026-04', '2026'],
    ['2026-04-30T22:00:00Z', '2026-05-01', '2026-W18', '2026-05', '2026'],
    // Year boundaries and ISO week 53 / week 1.
    ['2025-12-31T22:59:59Z', '2025-12-31', '2026-W01', '2025-12', '2025'],
    ['2025-12-31T23:00:00Z', '2026-01-01', '2026-W01', '2026-01', '2026'],
    ['2024-12-29T22:59:59Z', '2024-12-29', '2024-W52', '2024-12', '2024'],
    ['2024-12-29T23:00:00Z', '2024-12-30', '2025-W01', '2024-12', '2024'],
    ['2020-12-31T12:00:00Z', '2020-12-31', '2020-W53', '2020-12', '2020'],
    ['2021-01-03T22:59:59Z', '2021-01-03', '2020-W53', '2021-01', '2021'],
    ['2021-01-03T23:00:00Z', '2021-01-04', '2021-W01', '2021-01', '2021'],
    ['2026-12-31T12:00:00Z', '2026-12-31', '2026-W53', '2026-12', '2026'],
    ['2027-01-03T12:00:00Z', '2027-01-03', '2026-W53', '2027-01', '2027'],
    ['2027-01-03T23:00:00Z', '2027-01-04', '2027-W01', '2027-01', '2027'],
    ['2028-01-01T12:00:00Z', '2028-01-01', '2027-W52', '2028-01', '2028'],
    // Leap day.
    ['2028-02-29T12:00:00Z', '2028-02-29', '2028-W09', '2028-02', '2028'],
  ])('%s → %s %s %s %s', (iso, day, week, month, year) => {
    expect(at(iso)).toEqual({ day, week, month, year });
  });

  test('agrees with Intl Europe/Rome every 5 hours from 2019 to 2032', () => {
    const end = Date.UTC(2032, 0, 1);
    let checked = 0;
    for (let t = Date.UTC(2019, 0, 1); t < end; t += 5 * 3_600_000) {
      const date = new Date(t);
      expect(periodKeysAt(date), date.toISOString()).toEqual(oracle(date));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(22_000);
  });

  test('agrees with Intl every minute around each DST change and Rome midnight of 2019-2031', () => {
    for (let year = 2019; year <= 2031; year++) {
      for (const month of [3, 10]) {
        const last = Date.UTC(year, month - 1, 31);
        const change = last - new Date(last).getUTCDay() * 86_400_000 + 3_600_000;
        for (const around of [change, change + 21 * 3_600_000, change + 22 * 3_600_000]) {
          for (let t = around - 90 * 60_000; t <= around + 90 * 60_000; t += 60_000) {
            const date = new Date(t);
            expect(periodKeysAt(date), date.toISOString()).toEqual(oracle(date));
          }
        }
      }
    }
  });
});
