// Whether Firestore reaches its server, read from snapshot metadata (docs/decisions/0011): the signed-in
// user's own document is listened to anyway (the auth session), so a second listener on it with
// metadata changes shares that target and costs no extra reads.
import { onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from './firebase';
import { counted } from './live-listeners';
import { userDoc } from './collections';

/**
 * How long a first answer from the cache may wait for the server before it counts as unreachable.
 * The SDK itself waits 10 s before it calls the client offline; a listener that was in sync flips to
 * `fromCache` at once when the connection drops, so this only matters for a start without the server.
 */
export const FIRST_SYNC_GRACE_MS = 10_000;

/**
 * Live: true while users/{uid} is in sync with the server, false once Firestore serves it from the
 * cache because the server is out of reach, null after a listener error (not known).
 */
export function watchServerReach(
  uid: string,
  onChange: (reachable: boolean | null) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  let synced = false;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const stopGrace = () => {
    clearTimeout(grace);
    grace = undefined;
  };
  const stop = counted(
    onSnapshot(
      userDoc(db, uid),
      { includeMetadataChanges: true },
      (snap) => {
        if (!snap.metadata.fromCache) {
          synced = true;
          stopGrace();
          onChange(true);
        } else if (synced) {
          // It was in sync and fell back to the cache: the connection dropped.
          onChange(false);
        } else if (grace === undefined) {
          grace = setTimeout(() => onChange(false), FIRST_SYNC_GRACE_MS);
        }
      },
      () => {
        stopGrace();
        onChange(null);
      },
    ),
  );
  return () => {
    stopGrace();
    stop();
  };
}
