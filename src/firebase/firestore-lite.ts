// One-time public reads (the leaderboard) through firestore/lite: about a tenth of the full SDK, so a
// signed-out visitor's first paint does not wait for the full SDK (docs/decisions/0004-first-paint.md).
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { appEnv } from './env';
import { firebaseApp } from './firebase-app';
import { PORTS } from './ports';

let db: Firestore | undefined;

export function firestoreLite(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp());
  const env = appEnv();
  if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHost, PORTS.firestore);
  return db;
}
