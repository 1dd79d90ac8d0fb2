import { AppError } from '@/domain/app-error';
// The profile form's scan of a bill (spec section 8; decision 0008, "Scan from a bill"): the model's
// reply read into a name and an address, and how long its banners show.

/** Section 9: the form scan's banners show for 3 seconds. */
export const SCAN_BANNER_MS = 3000;

export interface ScannedRestaurant {
  restaurantName: string;
  address: string;
}

/**
 * The model's reply to the form's scan: a JSON object (bare or in a ``` fence, with text around it)
 * with a non-empty restaurantName and address. Anything else: the missing-information message.
 */
export function parseRestaurantReply(text: string | null | undefined): ScannedRestaurant {
  if (typeof text !== 'string' || !text.trim()) throw new AppError('dashboard:messages.scanFailed');
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  let data: unknown = null;
  if (start >= 0 && end > start) {
    try {
      data = JSON.parse(text.slice(start, end + 1));
    } catch {
      data = null;
    }
  }
  const get = (k: string) => {
    const v = (data as Record<string, unknown> | null)?.[k];
    return typeof v === 'string' ? v.trim() : '';
  };
  const restaurantName = get('restaurantName');
  const address = get('address');
  if (!restaurantName || !address) throw new AppError('dashboard:messages.nameAddressUnreadable');
  return { restaurantName, address };
}
