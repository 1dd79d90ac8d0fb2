// Shrinks a photo in the browser before it is uploaded (profile photos, post images): decoded, drawn
// on a canvas at most `maxSide` pixels on its long side, re-encoded as JPEG. Small JPEG/PNG/WebP files
// that already fit are returned unchanged.

export interface ResizedImage {
  blob: Blob;
  /** The content type of `blob`. */
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  /** The file extension that matches `type`. */
  ext: 'jpg' | 'png' | 'webp';
}

import { AppError } from '@/domain/app-error';

const EXT = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Scales (w, h) so the long side is at most `max`, keeping the aspect ratio; never upscales. Uploads
 * and the receipt scan (features/scan/prepare-image.ts) both size their images with it.
 */
export function fitInside(w: number, h: number, max: number): { width: number; height: number } {
  const long = Math.max(w, h);
  if (long <= max) return { width: w, height: h };
  const scale = max / long;
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

function isKnownType(type: string): type is keyof typeof EXT {
  return type in EXT;
}

function decode(blob: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new AppError('common:image.unreadable'));
    };
    img.src = url;
  });
}

export async function resizeImage(
  file: Blob,
  { maxSide = 1280, quality = 0.85, keepUnderBytes = 300 * 1024 } = {},
): Promise<ResizedImage> {
  const img = await decode(file);
  const { width, height } = fitInside(img.naturalWidth, img.naturalHeight, maxSide);
  if (isKnownType(file.type) && width === img.naturalWidth && file.size <= keepUnderBytes) {
    return { blob: file, type: file.type, ext: EXT[file.type] };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new AppError('common:image.unreadable');
  ctx.drawImage(img, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new AppError('common:image.unreadable');
  return { blob, type: 'image/jpeg', ext: 'jpg' };
}
