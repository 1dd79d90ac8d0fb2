import { SAMPLE_PEAK_HOURS } from './samples';

describe('sample data', () => {
  it('follows the spec: peak hours up to 150', () => {
    expect(Math.max(...SAMPLE_PEAK_HOURS.map((p) => p.value))).toBe(150);
  });
});
