import { goldPointsFor, priceRangeFor } from './bill';

describe('points and price range', () => {
  it('goldPointsFor rounds down', () => {
    expect(goldPointsFor(42.99)).toBe(42);
    expect(goldPointsFor(42)).toBe(42);
    expect(goldPointsFor(0.5)).toBe(0);
  });

  it.each([
    [10, '€'],
    [50, '€'],
    [50.01, '€€'],
    [100, '€€'],
    [100.5, '€€€'],
    [200, '€€€'],
    [200.01, '€€€€'],
    [1000, '€€€€'],
  ])('priceRangeFor(%d) is %s', (total, expected) => {
    expect(priceRangeFor(total)).toBe(expected);
  });
});
