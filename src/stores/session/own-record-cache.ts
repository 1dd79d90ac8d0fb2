// The signed-in user's own users/{uid} record as last seen on this device, so /profile/me can show it
// (and the HTML can paint its photo and name) before the SDKs have answered
// (docs/decisions/0017-own-profile-first-paint.md). Only this device's user, only their public record;
// removed on sign-out. Never trusted for access or balances: the live record replaces it on arrival.
import { toUserRecord, type UserRecord } from '../../domain/user-record.ts';

export const OWN_RECORD_KEY = 'goldfork:me';

const DATE_KEYS = new Set(['createdAt', 'updatedAt', 'restaurantActivatedAt']);

export function rememberOwnRecord(user: UserRecord): void {
  try {
    localStorage.setItem(OWN_RECORD_KEY, JSON.stringify(user));
  } catch {
    /* storage full or blocked: the page waits for the live record instead */
  }
}

export function forgetOwnRecord(): void {
  try {
    localStorage.removeItem(OWN_RECORD_KEY);
  } catch {
    /* storage blocked: nothing was remembered */
  }
}

/** The remembered record, if it is `uid`'s (any while `uid` is still unknown); null otherwise. */
export function lastOwnRecord(uid: string | null): UserRecord | null {
  try {
    const raw = localStorage.getItem(OWN_RECORD_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw, (key, value: unknown) =>
      DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value,
    ) as Record<string, unknown> | null;
    if (!data || typeof data.uid !== 'string' || !data.uid || typeof data.username !== 'string') return null;
    if (uid !== null && data.uid !== uid) return null;
    return toUserRecord(data.uid, data);
  } catch {
    return null; // unreadable: as if nothing was remembered
  }
}
