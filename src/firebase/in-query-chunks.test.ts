import { chunk } from './in-query-chunks';

describe('chunk', () => {
  it('cuts ids into groups of at most 30 (the in-query limit)', () => {
    const ids = Array.from({ length: 61 }, (_, i) => `u${i}`);
    expect(chunk(ids).map((c) => c.length)).toEqual([30, 30, 1]);
    expect(chunk([])).toEqual([]);
  });
});
