// users/{uid}/private/settings = { language }: the account's copy of the user's language, which only its
// owner reads and writes (firestore.rules; docs/decisions/0034-language-and-app-settings.md).
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { accountSettingsDoc } from '@/firebase/collections';

export const accountSettingsRef = (db: Firestore, uid: string): DocumentReference =>
  accountSettingsDoc(db, uid);
