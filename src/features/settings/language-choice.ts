// Which language a signed-in user's app speaks (docs/decisions/0034-language-and-app-settings.md): a choice
// in Settings → Language switches at once and is written to the device and to the account; at sign-in
// the account's choice, the user's latest, wins over the device's. The Firestore code loads on demand:
// this module is in the first chunk (the sign-in hook, src/app/app.tsx).
import { currentLanguage, switchLanguage } from '@/i18n/i18n';
import { rememberLanguage, type Language } from '@/i18n/languages';

/** Choices made in Settings in this tab: a sign-in's read answered after one of them is older than it. */
let choices = 0;

/**
 * Settings → Language: switches the app now and remembers the choice on this device (switchLanguage),
 * and writes it to the account without waiting for it (offline, the write is queued). A refusal of the
 * account's write goes to `onAccountError`; the device keeps the choice.
 */
export async function chooseLanguage(
  uid: string | null,
  language: Language,
  onAccountError: (err: unknown) => void,
): Promise<void> {
  choices += 1;
  const switched = switchLanguage(language);
  if (uid) {
    import('./api/save-account-language')
      .then(({ saveAccountLanguage }) => saveAccountLanguage(uid, language))
      .catch(onAccountError);
  }
  await switched;
}

/**
 * After a sign-in: the account's language, if it has one, becomes this device's (and the app switches to
 * it when it speaks another). One small document read; a failure leaves the device's language.
 */
export async function followAccountLanguage(uid: string): Promise<void> {
  const before = choices;
  const { fetchAccountLanguage } = await import('./api/fetch-account-language');
  const language = await fetchAccountLanguage(uid);
  if (!language || choices !== before) return;
  if (language === currentLanguage()) rememberLanguage(language);
  else await switchLanguage(language);
}
