import { boxBlur, flattenLight, toGrey } from './ocr-image';

describe('toGrey', () => {
  it('turns RGBA pixels into luma', () => {
    const grey = toGrey(new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]));
    expect(Array.from(grey).map(Math.round)).toEqual([255, 0, 76]);
  });
});

describe('boxBlur', () => {
  it('keeps an even image as it is and spreads a dot over its neighbours', () => {
    expect(Array.from(boxBlur(new Float32Array(9).fill(100), 3, 3, 1))).toEqual(Array(9).fill(100));
    const dot = new Float32Array(25);
    dot[12] = 90;
    const blurred = boxBlur(dot, 5, 5, 1);
    expect(blurred[12]).toBeCloseTo(10);
    expect(blurred[0]).toBe(0);
  });
});

describe('flattenLight', () => {
  it('makes paper white whether it lies in light or in shadow, and keeps print darker than paper', () => {
    // A row of paper: bright on the left, in shadow on the right, with one dark letter in each half.
    const width = 40;
    const grey = new Float32Array(width).map((_, x) => (x < 20 ? 220 : 110));
    grey[5] = 60;
    grey[30] = 30;
    const flat = flattenLight(grey, width, 1, 3);
    expect(flat[12]).toBeGreaterThan(240);
    expect(flat[36]).toBeGreaterThan(240);
    expect(flat[5]).toBeLessThan(120);
    expect(flat[30]).toBeLessThan(120);
  });
});
