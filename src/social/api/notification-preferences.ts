// users/{uid}/preferences/notifications = { like, comment, follow, points, group_invite, offer, message }: what
// the user wants to be told about (decision 0029). A missing document or key is on. Only the owner writes
// it; any signed-in user reads it, because a muted kind is never written: the sender of a like, comment,
// follow, transfer, group invite or offer leaves the notification (and its badge step) out, and a message's
// sender leaves out the raise of the receiver's unread-messages badge. firestore.rules refuses both
// when muted (notificationWanted).
import {
  getDoc,
  getDocFromCache,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { isOffline } from '@/stores/connectivity-store';
import { withTimeout } from '@/firebase/with-timeout';
import type { NotificationType } from './notification-docs';
import { notificationPreferencesDoc } from '@/firebase/collections';

/** A notification's type, or 'message' (messages write no notification; muting keeps the badge still). */
export type NotificationKind = NotificationType | 'message';

/** In the order Settings → Notifications shows them. */
export const NOTIFICATION_KINDS = [
  'like',
  'comment',
  'follow',
  'points',
  'group_invite',
  'message',
  'offer',
  'group_event',
] as const satisfies readonly NotificationKind[];

export type NotificationPreferences = Record<NotificationKind, boolean>;

export const notificationPreferencesRef = (db: Firestore, uid: string): DocumentReference =>
  notificationPreferencesDoc(db, uid);

/** Stored data to preferences: only an explicit `false` mutes a kind. */
export function toNotificationPreferences(data: DocumentData | undefined): NotificationPreferences {
  const on = (kind: NotificationKind) => data?.[kind] !== false;
  return {
    like: on('like'),
    comment: on('comment'),
    follow: on('follow'),
    points: on('points'),
    group_invite: on('group_invite'),
    offer: on('offer'),
    message: on('message'),
    group_event: on('group_event'),
  };
}

/**
 * Does `recipientId` want a `kind` notification? Read in the sender's own transaction: always the
 * stored value, and if the recipient changes it before the commit the transaction runs again. (A cache
 * would lag: an unmuted kind would stay unsent, a newly muted one would get the write refused.)
 */
export async function recipientWants(
  tx: Transaction,
  db: Firestore,
  recipientId: string,
  kind: NotificationKind,
): Promise<boolean> {
  const snap = await tx.get(notificationPreferencesRef(db, recipientId));
  return snap.get(kind) !== false;
}

/** A read preferences document is trusted this long by sends outside a transaction (messages). */
const PREFERENCES_MAX_AGE_MS = 60_000;
/** How long a send waits for the server's answer before it goes by the offline cache. */
const READ_WAIT_MS = 3_000;

interface Known {
  prefs: NotificationPreferences;
  at: number;
}

const known = new WeakMap<Firestore, Map<string, Known>>();

/**
 * The recipient's preferences for a write that is not a transaction (a message send, which must work
 * offline): the last read within PREFERENCES_MAX_AGE_MS, else a read (the offline cache when the server
 * is out of reach). `fresh`: read again whatever is known (after the rules refused a stale answer).
 * null when nothing can be read.
 */
export async function loadRecipientPreferences(
  db: Firestore,
  recipientId: string,
  fresh = false,
): Promise<NotificationPreferences | null> {
  let byUid = known.get(db);
  if (!byUid) known.set(db, (byUid = new Map()));
  const hit = byUid.get(recipientId);
  if (hit && !fresh && Date.now() - hit.at < PREFERENCES_MAX_AGE_MS) return hit.prefs;
  const ref = notificationPreferencesRef(db, recipientId);
  try {
    // Offline (or a server that does not answer soon): what the offline cache holds, if anything.
    const snap = isOffline()
      ? await getDocFromCache(ref)
      : await withTimeout(getDoc(ref), READ_WAIT_MS).catch(() => getDocFromCache(ref));
    const prefs = toNotificationPreferences(snap.data());
    byUid.set(recipientId, { prefs, at: Date.now() });
    return prefs;
  } catch {
    return hit?.prefs ?? null;
  }
}
