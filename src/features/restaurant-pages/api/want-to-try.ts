// Want to try (decisions 0038, 0040): my bookmarks of restaurant pages, users/{me}/wantToTry/{key} =
// { name, address, createdAt }. Only I read them (firestore.rules, want-to-try.rules); a bookmark needs
// the page to exist. Whether one page is bookmarked, live, is ./want-to-try-live.ts: the restaurant page
// loads that listener without the writes' code, which loads on the first tap (decision 0063).
import {
  deleteDoc,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type FieldValue,
  type Firestore,
} from 'firebase/firestore';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { firestore } from '@/firebase/firebase';
import { settleWrite } from '@/firebase/settle-write';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import { WANT_TO_TRY_PAGE, type WantToTryItem } from '../model/want-to-try-model';
import { wantToTryCol } from '@/firebase/collections';
import { wantToTryRef } from './want-to-try-live';

/** The stored bookmark of `page` (decision 0036: app and tests write it from here). */
export function newWantToTry(page: Pick<RestaurantPage, 'name' | 'address'>): {
  name: string;
  address: string;
  createdAt: FieldValue;
} {
  return { name: page.name, address: page.address, createdAt: serverTimestamp() };
}

function toWantToTryItem(restaurantKey: string, data: DocumentData): WantToTryItem {
  const at = data.createdAt as { toDate?: () => Date } | undefined;
  return {
    restaurantKey,
    name: typeof data.name === 'string' ? data.name : '',
    address: typeof data.address === 'string' ? data.address : '',
    createdAt: typeof at?.toDate === 'function' ? at.toDate() : null,
  };
}

/** A save without the server's answer after this long counts as queued (offline: at once). */
const SAVE_TIMEOUT_MS = 15_000;

/**
 * Bookmarks `page` for me. Resolves once the server has it or it is queued offline (the live state
 * shows it at once); a refusal after that goes to `onLateError`.
 */
export async function addWantToTry(
  uid: string,
  page: RestaurantPage,
  onLateError: (err: unknown) => void = () => {},
  db: Firestore = firestore(),
) {
  const write = setDoc(wantToTryRef(db, uid, page.restaurantKey), newWantToTry(page));
  await settleWrite(write, { queueAfterMs: SAVE_TIMEOUT_MS, onLateError });
}

/** Removes my bookmark of `restaurantKey` (none: nothing happens), settled as addWantToTry. */
export async function removeWantToTry(
  uid: string,
  restaurantKey: string,
  onLateError: (err: unknown) => void = () => {},
  db: Firestore = firestore(),
) {
  const write = deleteDoc(wantToTryRef(db, uid, restaurantKey));
  await settleWrite(write, { queueAfterMs: SAVE_TIMEOUT_MS, onLateError });
}

/** My list, most recently saved first: the newest page live, older ones on demand (decision 0025). */
export function wantToTryPages(uid: string, db: Firestore = firestore()): PagedSource<WantToTryItem> {
  return pagedQuery(wantToTryCol(db, uid), 'createdAt', WANT_TO_TRY_PAGE, (id, d) => toWantToTryItem(id, d));
}
