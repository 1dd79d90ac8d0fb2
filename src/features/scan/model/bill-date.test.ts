import { normalizeBillDate } from './bill-date';

describe('normalizeBillDate', () => {
  it('returns null for non-strings and blanks', () => {
    expect(normalizeBillDate(undefined)).toBeNull();
    expect(normalizeBillDate('')).toBeNull();
    expect(normalizeBillDate('19:30')).toBeNull();
    expect(normalizeBillDate('21 constructor 2026')).toBeNull();
  });
});
