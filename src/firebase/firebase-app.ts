import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { appEnv } from './env';

/** The one Firebase app, shared by the full SDK (./firebase.ts) and the lite reader (./firestore-lite.ts). */
export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(appEnv().firebase);
}
