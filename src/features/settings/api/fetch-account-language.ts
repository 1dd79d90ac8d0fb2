// The language stored on the account (users/{uid}/private/settings), read once at sign-in: one small
// document, or none when the user never chose one in Settings → Language.
import { getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { isLanguage, type Language } from '@/i18n/languages';
import { accountSettingsRef } from './account-settings-doc';

/** The account's language, or null when it has none (or a value this app does not speak). */
export async function fetchAccountLanguage(
  uid: string,
  db: Firestore = firestore(),
): Promise<Language | null> {
  const language: unknown = (await getDoc(accountSettingsRef(db, uid))).get('language');
  return isLanguage(language) ? language : null;
}
