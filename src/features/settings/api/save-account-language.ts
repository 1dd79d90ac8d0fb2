// Writes the language chosen in Settings → Language to the account (users/{uid}/private/settings), for the
// user's other devices. A plain set: offline, Firestore's cache queues it and sends it when the
// connection returns, so the promise settles only with the server's answer.
import { setDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import type { Language } from '@/i18n/languages';
import { accountSettingsRef } from './account-settings-doc';

/** Resolves when the server has it; rejects when it refuses it (the rules: only the owner, en or it). */
export async function saveAccountLanguage(
  uid: string,
  language: Language,
  db: Firestore = firestore(),
): Promise<void> {
  await setDoc(accountSettingsRef(db, uid), { language });
}
