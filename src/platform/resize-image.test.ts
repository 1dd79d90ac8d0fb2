import { expect, test } from 'vitest';
import { fitInside } from './resize-image';

// Profile photos and post images at 1280 or 1600 px, receipts for the vision model at 2048 px.
test.each([
  [4000, 3000, 1600, 1600, 1200],
  [1000, 3000, 512, 171, 512],
  [300, 200, 512, 300, 200],
  [4032, 3024, 2048, 2048, 1536],
  [3024, 4032, 2048, 1536, 2048],
  [4000, 1000, 2048, 2048, 512],
  [2048, 1000, 2048, 2048, 1000],
  [10, 5, 2048, 10, 5],
  [10000, 3, 2048, 2048, 1],
  [3000, 3000, 2048, 2048, 2048],
])(
  'fitInside(%d, %d, %d) = %d × %d: the aspect ratio kept, the long side capped, never upscaled',
  (w, h, max, width, height) => {
    expect(fitInside(w, h, max)).toEqual({ width, height });
  },
);
