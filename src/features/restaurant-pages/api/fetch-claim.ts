import { getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toUserRecord, type RestaurantProfile } from '@/domain/user-record';
import { userDoc, restaurantDoc } from '@/firebase/collections';

export interface RestaurantOwner {
  ownerId: string;
  /** users/{ownerId}.restaurantProfile; null when the owner has not filled it in. */
  profile: RestaurantProfile | null;
}

/**
 * One-time: the claim restaurants/{key} = { ownerId } (one get), then the owner's user document (one
 * get) for the public profile. null: nobody has claimed the restaurant.
 */
export async function fetchRestaurantOwner(
  restaurantKey: string,
  db: Firestore = firestore(),
): Promise<RestaurantOwner | null> {
  const claim = await getDoc(restaurantDoc(db, restaurantKey));
  const ownerId: unknown = claim.exists() ? claim.get('ownerId') : null;
  if (typeof ownerId !== 'string' || ownerId === '') return null;
  const owner = await getDoc(userDoc(db, ownerId));
  return {
    ownerId,
    profile: owner.exists() ? toUserRecord(owner.id, owner.data()).restaurantProfile : null,
  };
}
