// The full SDK: Auth and Firestore with the offline cache, and their emulator wiring. The app itself is
// made in ./firebase-app.ts; Storage (uploads) lives in ./storage.ts and the lite reader in
// ./firestore-lite.ts, each on ./firebase-app.ts alone, so that each screen's chunk pulls only the SDK
// parts it uses.
import {
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { appEnv } from './env';
import { firebaseApp } from './firebase-app';
import { localSessionPersistence } from './local-session-persistence';
import { PORTS } from './ports';

const CACHE_BYTES = 50 * 1024 * 1024; // spec section 9: offline cache 50 MB, multi-tab

let auth: Auth | undefined;
let db: Firestore | undefined;

export function firebaseAuth(): Auth {
  if (auth) return auth;
  // getAuth() minus the popup/redirect resolver: the app signs in with e-mail and password only, and on
  // a mobile browser that resolver loads apis.google.com and an iframe before the first auth state
  // (docs/decisions/0014-signed-in-performance.md).
  // The session lives in localStorage, not IndexedDB: Auth reads its whole IndexedDB store every 800 ms
  // for other tabs' sign-ins, a task that a slow phone turns into blocking time for as long as the page
  // is open (docs/decisions/0059). IndexedDB stays listed so that a session kept there by an earlier
  // version moves over at the next start instead of being signed out. On a phone the SDK's own
  // localStorage persistence reads the session every second: ours listens instead (decision 0063).
  auth = initializeAuth(firebaseApp(), {
    persistence: [localSessionPersistence, indexedDBLocalPersistence, browserSessionPersistence],
  });
  const env = appEnv();
  if (env.useEmulators) {
    connectAuthEmulator(auth, `http://${env.emulatorHost}:${PORTS.auth}`, { disableWarnings: true });
  }
  return auth;
}

export function firestore(): Firestore {
  if (db) return db;
  // Auth first: a Firestore that starts before Auth is registered runs signed out (a screen that renders
  // while the session resolves subscribes early: docs/decisions/0014-signed-in-performance.md).
  firebaseAuth();
  const env = appEnv();
  db = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({
      cacheSizeBytes: CACHE_BYTES,
      tabManager: persistentMultipleTabManager(),
    }),
  });
  if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHost, PORTS.firestore);
  return db;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts Auth, then Firestore, each in a task of its own. Left to the first screen's effects, both start
 * in the task that opens its listeners; on a slow phone that is one long task (their first calls also
 * compile their code), during which a tap gets no answer (docs/decisions/0018-feed-total-blocking-time.md).
 */
export async function startFirebaseInSteps(): Promise<void> {
  await nextTask();
  firebaseAuth();
  await nextTask();
  firestore();
  await nextTask();
}
