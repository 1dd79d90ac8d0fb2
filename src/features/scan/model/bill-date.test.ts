import { normalizeBillDate } from './bill-date';

describe('normalizeBillDate', () => {
  it('returns null for non-strings and blanks', () => {
    expect(normalizeBillDate(undefined)).toBeNull();
    expect(normalizeBillDate('')).toBeNull();
    expect(normalizeBillDate('19:30')).toBeNull();
    expect(normalizeBillDate('21 constructor 2026')).toBeNull();
  });
});

describe('normalizeBillDate with month names', () => {
  it.each([
    ['21 November 2026', '2026-11-21'],
    ['Nov 21, 2026', '2026-11-21'],
    ['21. März 2026', '2026-03-21'],
    ['21 MÄRZ 2026', '2026-03-21'],
    ['4 novembre 2026', '2026-11-04'],
    ['9 févr. 2026', '2026-02-09'],
    ['1 août 2026', '2026-08-01'],
    ['12 dic 2026', '2026-12-12'],
    ['3 ene 2026', '2026-01-03'],
    ['5 Okt 2026', '2026-10-05'],
    ['30 giugno 2026', '2026-06-30'],
  ])('%j → %s', (text, iso) => {
    expect(normalizeBillDate(text)).toBe(iso);
  });
});
