// users/{uid}.restaurantProfile: the one shape of the public restaurant profile, written by
// save-restaurant-profile.ts and seeded from here by scripts and tests (decision 0036).
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import type { RestaurantForm } from '../model/profile-form';

/**
 * The whole map a save stores: the form's descriptive fields (trimmed already; a cleared website left
 * out), `kept` (the public fields the form does not edit: images, hours, rating, reviews, as they were),
 * `images` when the save replaces the list, and the claim's key.
 */
export function restaurantProfileDoc(
  form: RestaurantForm,
  restaurantKey: string,
  kept: DocumentData = {},
  images?: readonly string[],
): DocumentData {
  const { website, ...required } = form;
  return {
    rating: 0,
    reviews: 0,
    ...kept,
    ...(images ? { images: [...images] } : {}),
    ...required,
    ...(website ? { website } : {}),
    restaurantKey,
    updatedAt: serverTimestamp(),
  };
}
