import { SAMPLE_DEMOGRAPHICS, SAMPLE_PEAK_HOURS } from './samples';

describe('sample data', () => {
  it('follows the spec: peak hours up to 150, demographics 35/40/15/10', () => {
    expect(Math.max(...SAMPLE_PEAK_HOURS.map((p) => p.value))).toBe(150);
    expect(SAMPLE_DEMOGRAPHICS.map((p) => p.value)).toEqual([35, 40, 15, 10]);
  });
});
