// The only initializeApp and emulator wiring in the app. Storage lives in ./storage.ts so that only the
// screens that upload pull its SDK into their chunk.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { appEnv } from './env';
import { PORTS } from './ports';

const CACHE_BYTES = 50 * 1024 * 1024; // spec section 9: offline cache 50 MB, multi-tab

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
let db: Firestore | undefined;

export function firebaseApp(): FirebaseApp {
  if (app) return app;
  app = getApps().length ? getApp() : initializeApp(appEnv().firebase);
  return app;
}

export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = getAuth(firebaseApp());
  const env = appEnv();
  if (env.useEmulators) {
    connectAuthEmulator(auth, `http://${env.emulatorHost}:${PORTS.auth}`, { disableWarnings: true });
  }
  return auth;
}

export function firestore(): Firestore {
  if (db) return db;
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
