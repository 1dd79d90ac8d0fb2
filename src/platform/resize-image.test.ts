import { expect, test } from 'vitest';
import { fitInside } from './resize-image';

test('fitInside keeps the aspect ratio, caps the long side and never upscales', () => {
  expect(fitInside(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
  expect(fitInside(1000, 3000, 512)).toEqual({ width: 171, height: 512 });
  expect(fitInside(300, 200, 512)).toEqual({ width: 300, height: 200 });
});
