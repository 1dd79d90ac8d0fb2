import { describe, expect, it } from 'vitest';
import { tillAmountCents } from './till';

describe('tillAmountCents', () => {
  it.each([
    ['42.50', 4250],
    ['42,5', 4250],
    [' 7 ', 700],
    ['0.01', 1],
    ['1000', 100_000],
  ])('reads %s as %i cents', (typed, cents) => {
    expect(tillAmountCents(typed)).toBe(cents);
  });

  it.each(['', '0', '0.00', '1000.01', '12.345', 'abc', '-5', '1e3'])('refuses %j', (typed) => {
    expect(tillAmountCents(typed)).toBeNull();
  });
});
