// The photo as the on-device reader sees it best (docs/decisions/0009, "Image"): grey, with the light
// made even. Phone photos of receipts have shadows, a gradient across the paper and a table around
// it; Tesseract's own binarisation (one threshold for the whole page) then loses the faint print.
// Enlarging and sharpening were tried too and did not help (the decision record has the figures).
// Loaded with the reader (api/read-receipt-text.ts), so it imports nothing of the scan screen.

/** The background is measured over a square this fraction of the photo's long side. */
const LIGHT_WINDOW = 1 / 30;

/** Grey levels (0-255) from RGBA pixels, by luma. */
export function toGrey(rgba: Uint8ClampedArray): Float32Array {
  const grey = new Float32Array(rgba.length / 4);
  for (let i = 0, p = 0; p < grey.length; i += 4, p++) {
    grey[p] = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
  }
  return grey;
}

/** One pass of a box blur along lines of n pixels (a running sum: linear in the pixels). */
function blurLines(
  from: Float32Array,
  to: Float32Array,
  n: number,
  lines: number,
  step: number,
  lineStep: number,
  r: number,
) {
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    let sum = 0;
    let count = 0;
    for (let k = 0; k <= Math.min(r, n - 1); k++) {
      sum += from[base + k * step]!;
      count++;
    }
    for (let k = 0; k < n; k++) {
      to[base + k * step] = sum / count;
      const add = k + r + 1;
      const drop = k - r;
      if (add < n) {
        sum += from[base + add * step]!;
        count++;
      }
      if (drop >= 0) {
        sum -= from[base + drop * step]!;
        count--;
      }
    }
  }
}

/** Box blur of radius r: along rows, then along columns. */
export function boxBlur(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const rows = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  blurLines(src, rows, width, height, 1, width, r);
  blurLines(rows, out, height, width, width, 1, r);
  return out;
}

/**
 * Flattens the light: each grey level divided by the local background (a wide blur), so shadows, a
 * gradient across the paper and a dark table all come out as even white, and print stays dark.
 */
export function flattenLight(
  grey: Float32Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const background = boxBlur(grey, width, height, radius);
  const out = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) {
    out[i] = Math.min(255, (255 * grey[i]!) / Math.max(1, background[i]!));
  }
  return out;
}

function decode(dataUrl: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The photo could not be decoded'));
    img.src = dataUrl;
  });
}

/** The prepared photo (a data URL, at most 2048 px) made ready for the reader: grey, evenly lit. */
export async function imageForOcr(dataUrl: string): Promise<HTMLCanvasElement> {
  const img = await decode(dataUrl);
  const { naturalWidth: width, naturalHeight: height } = img;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx || !(width > 0 && height > 0)) throw new Error('The photo could not be drawn');
  ctx.drawImage(img, 0, 0);
  const pixels = ctx.getImageData(0, 0, width, height);
  const radius = Math.max(8, Math.round(Math.max(width, height) * LIGHT_WINDOW));
  const grey = flattenLight(toGrey(pixels.data), width, height, radius);
  for (let p = 0, i = 0; p < grey.length; p++, i += 4) {
    pixels.data[i] = pixels.data[i + 1] = pixels.data[i + 2] = grey[p]!;
  }
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}
