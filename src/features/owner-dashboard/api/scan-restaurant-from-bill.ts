// The restaurant form's 'Scan from a bill' (spec sections 2 and 8): the shared vision client
// (platform/vision-client) reads the restaurant's name and address from a bill photo. Loaded on demand
// (a dynamic import from the page), so the openai SDK is fetched only when an owner scans.
import { askVisionModel } from '@/platform/vision-client';
import { visionConfig } from '@/platform/vision-config';
import { parseRestaurantReply, type ScannedRestaurant } from '../model/bill-scan';
import { AppError } from '@/domain/app-error';

const RESTAURANT_INSTRUCTION = [
  'You are reading a photo of a restaurant bill (receipt).',
  'Reply with ONLY a JSON object, no markdown fences and no other text, in exactly this shape:',
  '{"restaurantName": string, "address": string}',
  '- restaurantName: the name of the restaurant as printed on the bill.',
  '- address: the street address of the restaurant as printed (street, number, postcode, city).',
  '- If a field cannot be read, set it to null. Do not guess.',
].join('\n');

/** The long side of the photo sent to the model; a name and an address need no more. */
const SCAN_MAX_SIDE = 1600;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new AppError('dashboard:messages.scanFailed'));
    reader.readAsDataURL(blob);
  });
}

/** The photo as a JPEG data URL at most SCAN_MAX_SIDE on its long side (as it is when it cannot be decoded). */
async function toDataUrl(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, SCAN_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return readAsDataUrl(file);
  }
}

/** Throws an AppError for the red banner ('dashboard:messages.scanFailed' when nothing better). */
export async function scanRestaurantFromBill(file: File): Promise<ScannedRestaurant> {
  if (!file.type.startsWith('image/')) throw new AppError('dashboard:messages.notAnImage');
  const config = visionConfig();
  if (!config) throw new AppError('dashboard:messages.scanNotConfigured');
  let reply: string | null | undefined;
  try {
    reply = await askVisionModel(await toDataUrl(file), RESTAURANT_INSTRUCTION, config);
  } catch (cause) {
    throw new AppError('dashboard:messages.scanFailed', undefined, { cause });
  }
  return parseRestaurantReply(reply);
}
