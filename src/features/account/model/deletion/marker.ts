// The deletion marker users/{uid}/private/deletion (decision 0031). Step 1 writes it in the batch that
// deletes users/{uid} and usernames/{name}; it keeps the copies of the user document the later steps
// need; every later step's rule asks for it (`deleting()` in firestore.rules). Pure: no SDK calls.
import type { DocumentData } from 'firebase/firestore';

/**
 * A bill's or a receipt's userId once it stopped being anyone's (decision 0031). A fixed value, not a
 * random one: nothing counts distinct diners from bills, and one value is easy for the rules and a query
 * to check. The bill's id `{uid}_{digits}` keeps the old uid (an id cannot change without recreating the
 * bill and its receipt); after the deletion that uid names nobody.
 */
export const DELETED_USER_ID = 'deleted';

/** What the later steps read from the marker (the user document is gone by then). */
export interface DeletionMarker {
  username: string;
  usernameLower: string;
  goldPoints: number;
  joinedGroups: string[];
  /** The key of the owner's restaurant profile, '' without one. */
  restaurantKey: string;
  /** Every step before the Auth user ran: only the Auth deletion is left. */
  finished: boolean;
}

/** The marker's copies of the user document, exactly as the rules compare them (deletionStarts). */
export function markerCopies(user: DocumentData) {
  const profile = user.restaurantProfile as DocumentData | null | undefined;
  return {
    username: user.username as string,
    usernameLower: user.usernameLower as string,
    goldPoints: user.goldPoints as number,
    joinedGroups: (user.joinedGroups ?? []) as string[],
    restaurantKey: profile && typeof profile.restaurantKey === 'string' ? profile.restaurantKey : '',
  };
}

/** The stored marker as the steps read it; a stripped one ({ startedAt, finished }) is finished. */
export function toDeletionMarker(data: DocumentData): DeletionMarker {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    username: text(data.username),
    usernameLower: text(data.usernameLower),
    goldPoints: typeof data.goldPoints === 'number' ? data.goldPoints : 0,
    joinedGroups: Array.isArray(data.joinedGroups)
      ? data.joinedGroups.filter((g) => typeof g === 'string')
      : [],
    restaurantKey: text(data.restaurantKey),
    finished: data.finished === true,
  };
}
