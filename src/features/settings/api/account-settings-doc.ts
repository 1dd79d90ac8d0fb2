// users/{uid}/private/settings = { language }: the account's copy of the user's language, which only its
// owner reads and writes (firestore.rules; docs/decisions/0034-language-and-app-settings.md).
import { doc, type DocumentReference, type Firestore } from 'firebase/firestore';

export const accountSettingsRef = (db: Firestore, uid: string): DocumentReference =>
  doc(db, 'users', uid, 'private', 'settings');
