// How many diners an audience reaches: the owner's private statistics (users/{me}/private/restaurantStats)
// read once, through audienceOf (decision 0041).
import { getDoc, type Firestore } from 'firebase/firestore';
import { audienceOf, type Audience } from '@/domain/offer';
import { toRestaurantStats } from '@/domain/user-record';
import { firestore } from '@/firebase/firebase';
import { restaurantStatsDoc } from '@/firebase/collections';

/** 'YYYY-MM-DD' of `now` in the device's time zone (the owner's own date, as bills are dated). */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The audience's diners, best first (the owner never among them). */
export async function audienceDiners(
  ownerId: string,
  audience: Audience,
  db: Firestore = firestore(),
  now: Date = new Date(),
): Promise<string[]> {
  const snap = await getDoc(restaurantStatsDoc(db, ownerId));
  return audienceOf(toRestaurantStats(snap.data()).spenders, audience, ownerId, localDay(now));
}

/** The number of diners `audience` reaches now. */
export async function audiencePreview(
  ownerId: string,
  audience: Audience,
  db: Firestore = firestore(),
): Promise<number> {
  return (await audienceDiners(ownerId, audience, db)).length;
}
