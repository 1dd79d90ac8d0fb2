// /restaurants/{key}'s first reads, sent by the page's early script before the app loaded
// (src/app/first-paint/start-queries.ts; decision 0062). The page's first render waits for them a little
// (EARLY_WAIT_MS at most) and draws the restaurant from them, so it paints before the Firebase SDK has
// arrived; its own listener and reads start after that paint and take over.
import { documentsOf } from '@/firebase/firestore-rest';
import { toRestaurantPage, type RestaurantPage } from '@/domain/restaurant-page';
import { toUserRecord } from '@/domain/user-record';
import { handoff, type RestaurantAnswers } from '@/platform/first-paint-handoff';
import type { RestaurantOwner } from './fetch-claim';

export interface ArrivedRestaurant {
  /** restaurantPages/{key}; null: no bill has named it yet. */
  page: RestaurantPage | null;
  /** As fetchRestaurantOwner answers: null when nobody claimed it. */
  owner: RestaurantOwner | null;
}

/** Past this, the page stops waiting for the early reads and shows its loading state. */
export const EARLY_WAIT_MS = 1_500;

/** The early reads' answers as the page's data; undefined when they are not an answer. */
export function arrivedRestaurant(answers: RestaurantAnswers): ArrivedRestaurant | undefined {
  try {
    const [page] = documentsOf(answers.page);
    const restaurant = page ? toRestaurantPage(page.id, page.data) : null;
    const ownerId = documentsOf(answers.claim)[0]?.data.ownerId;
    if (typeof ownerId !== 'string' || !ownerId) return { page: restaurant, owner: null };
    const [owner] = answers.owner === null ? [] : documentsOf(answers.owner);
    return {
      page: restaurant,
      owner: { ownerId, profile: owner ? toUserRecord(owner.id, owner.data).restaurantProfile : null },
    };
  } catch {
    return undefined; // not an answer: the page's own reads are awaited
  }
}

let early: { restaurantKey: string; answer: Promise<ArrivedRestaurant | undefined> } | null | undefined;

/**
 * The early reads for `restaurantKey`, the same promise on every call of this page load until
 * forgetEarlyRestaurant: resolves to the data, or undefined when they failed or took longer than
 * EARLY_WAIT_MS. null: none were sent for this restaurant.
 */
export function earlyRestaurant(restaurantKey: string): Promise<ArrivedRestaurant | undefined> | null {
  if (early === undefined) {
    const sent = handoff().restaurant;
    handoff().restaurant = undefined;
    early = null;
    if (sent) {
      const late = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), EARLY_WAIT_MS));
      const answer = Promise.race([sent.answers.then(arrivedRestaurant, () => undefined), late]);
      // Marked settled the way React's use() marks a promise it has seen: read at once, no suspending.
      void answer.then((value) => Object.assign(answer, { status: 'fulfilled', value }));
      early = { restaurantKey: sent.restaurantKey, answer };
    }
  }
  return early?.restaurantKey === restaurantKey ? early.answer : null;
}

/** The first render has used the early reads: later visits of the page read for themselves. */
export function forgetEarlyRestaurant(): void {
  early = null;
}
