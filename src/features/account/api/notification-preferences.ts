// Settings → Notifications (decision 0029): the signed-in user's own users/{uid}/preferences/notifications,
// read once when the page opens and written one kind at a time (merged: the first save creates it).
import { getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { settleWrite } from '@/firebase/settle-write';
import {
  notificationPreferencesRef,
  toNotificationPreferences,
  type NotificationKind,
  type NotificationPreferences,
} from '@/social/api/notification-preferences';

/** A save without the server's answer after this long counts as queued (offline: at once). */
const SAVE_TIMEOUT_MS = 15_000;

/** My preferences; a missing document or kind is on. */
export async function fetchNotificationPreferences(
  uid: string,
  db: Firestore = firestore(),
): Promise<NotificationPreferences> {
  return toNotificationPreferences((await getDoc(notificationPreferencesRef(db, uid))).data());
}

/**
 * Turns one kind on or off for me. Resolves once the server has it, or once it is queued offline (it is
 * sent when the connection returns); a refusal after that goes to `onLateError`.
 */
export async function saveNotificationPreference(
  uid: string,
  kind: NotificationKind,
  on: boolean,
  onLateError: (err: unknown) => void = () => {},
  db: Firestore = firestore(),
): Promise<void> {
  const write = setDoc(notificationPreferencesRef(db, uid), { [kind]: on }, { merge: true });
  await settleWrite(write, { queueAfterMs: SAVE_TIMEOUT_MS, onLateError });
}
