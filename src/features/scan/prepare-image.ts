// Browser-side preparation of a receipt photo before it is sent to the vision model:
// HEIC/HEIF → JPEG (heic2any, loaded on demand), downscale to at most 2048 px, re-encode as JPEG.
import { fitInside } from '@/platform/resize-image';
import { isHeicFile } from './model/scan-file';
import { AppError } from '@/domain/app-error';

export type PrepareStage = 'converting' | 'resizing';

export interface PreparedImage {
  /** data:image/...;base64,... */
  dataUrl: string;
  bytesIn: number;
  bytesOut: number;
  width: number;
  height: number;
}

export const MAX_LONG_SIDE = 2048;
export const JPEG_QUALITY = 0.82;
/** An image already this small (and ≤ MAX_LONG_SIDE, JPEG/PNG/WebP) is sent as it is. */
const PASS_THROUGH_MAX_BYTES = 1.5 * 1024 * 1024;
const PASS_THROUGH_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** heic2any is big: a separate chunk that only HEIC users download. */
async function loadHeic2any() {
  try {
    return (await import('heic2any')).default;
  } catch (cause) {
    throw new AppError('scan:errors.scanFailedGeneric', undefined, { cause });
  }
}

async function convertHeic(file: Blob): Promise<Blob> {
  const heic2any = await loadHeic2any();
  try {
    const out = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.92 });
    const blob = Array.isArray(out) ? out[0] : out;
    if (!blob) throw new Error('heic2any returned nothing');
    return blob;
  } catch (cause) {
    throw new AppError('scan:errors.invalidImageFormat', undefined, { cause });
  }
}

function decodeWithImg(blob: Blob): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const img = new Image();
    img.onload = () => {
      resolve({
        source: img,
        width: img.naturalWidth,
        height: img.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new AppError('scan:errors.invalidImageFormat'));
    };
    img.src = url;
  });
}

async function decode(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Some browsers decode more formats through <img> than through createImageBitmap.
    }
  }
  const decoded = await decodeWithImg(blob);
  if (!(decoded.width > 0 && decoded.height > 0)) {
    decoded.release();
    throw new AppError('scan:errors.invalidImageFormat');
  }
  return decoded;
}

function encodeJpeg(decoded: Decoded, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new AppError('scan:errors.scanFailedGeneric'));
  // JPEG has no alpha: paint transparent PNG areas white, not black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(decoded.source, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new AppError('scan:errors.invalidImageFormat'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new AppError('scan:errors.readFileFailed'));
    };
    reader.onerror = () => reject(new AppError('scan:errors.readFileFailed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Makes a receipt photo ready for the model: a data URL of at most 2048 px on the long side.
 * Throws the AppError 'scan:errors.invalidImageFormat' when the file cannot be decoded.
 */
export async function prepareReceiptImage(
  file: File,
  onProgress?: (stage: PrepareStage) => void,
): Promise<PreparedImage> {
  const bytesIn = file.size;
  let blob: Blob = file;
  if (isHeicFile(file)) {
    onProgress?.('converting');
    blob = await convertHeic(file);
  }

  const decoded = await decode(blob);
  try {
    const { width, height } = fitInside(decoded.width, decoded.height, MAX_LONG_SIDE);
    const small = width === decoded.width && height === decoded.height;
    if (small && blob.size <= PASS_THROUGH_MAX_BYTES && PASS_THROUGH_TYPES.has(blob.type)) {
      return { dataUrl: await readAsDataUrl(blob), bytesIn, bytesOut: blob.size, width, height };
    }
    onProgress?.('resizing');
    const jpeg = await encodeJpeg(decoded, width, height);
    return { dataUrl: await readAsDataUrl(jpeg), bytesIn, bytesOut: jpeg.size, width, height };
  } finally {
    decoded.release();
  }
}
