import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { appEnv } from './env';
import { firebaseApp } from './firebase-app';
import { PORTS } from './ports';

let storage: FirebaseStorage | undefined;

export function firebaseStorage(): FirebaseStorage {
  if (storage) return storage;
  storage = getStorage(firebaseApp());
  const env = appEnv();
  if (env.useEmulators) connectStorageEmulator(storage, env.emulatorHost, PORTS.storage);
  return storage;
}
