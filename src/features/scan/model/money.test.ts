import { parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1.234', 1234],
    ['1,234', 1234],
    ['0.500', 0.5],
    ['1.234.567,89', 1234567.89],
    ['1,234,567', 1234567],
    ['12,5', 12.5],
    ['.50', 0.5],
    ["1'234.50 CHF", 1234.5],
    ['£ 9.99', 9.99],
  ])('%j → %d', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([['1.23.4'], ['1,2,3'], ['42.'], [''], ['-'], [Number.NaN], [Infinity], [null], ['1.234,5.6']])(
    '%j is not a number',
    (value) => {
      expect(parseMoney(value)).toBeNull();
    },
  );
});
