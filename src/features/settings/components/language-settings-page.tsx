import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { currentLanguage } from '@/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n/languages';
import { useAuthStore } from '@/stores/auth-store';
import { chooseLanguage } from '../language-choice';
import { ChoiceList } from '@/components/ui/choice-list';

/** Each language in its own language: the one to look for is readable whichever is on screen. */
const CHOICES = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
  lang: language,
}));

/**
 * Settings → Language (decision 0034): English or Italiano. A choice switches the app at once and is
 * kept on this device and on the account (the account's write does not hold the switch up).
 */
export function LanguageSettingsPage() {
  const { t } = useTranslation('settings');
  const uid = useAuthStore((s) => s.uid);
  const [accountFailed, setAccountFailed] = useState(false);
  // The choice shows checked at once, while the new language's texts load (a switch is not instant).
  const [pending, setPending] = useState<Language | null>(null);
  const language = pending ?? currentLanguage();

  const choose = (next: Language) => {
    if (next === language) return;
    setAccountFailed(false);
    setPending(next);
    void chooseLanguage(uid, next, () => setAccountFailed(true)).finally(() => setPending(null));
  };

  return (
    <section className="flex flex-col gap-4 pb-6">
      <PageTitle>{t('language.title')}</PageTitle>
      <p className="mx-4 text-sm text-zinc-600 dark:text-zinc-400">{t('language.intro')}</p>
      <div className="mx-4 overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <ChoiceList label={t('language.title')} choices={CHOICES} value={language} onChange={choose} />
      </div>
      {accountFailed && (
        <ErrorMessage look="box" className="mx-4">
          {t('language.accountFailed')}
        </ErrorMessage>
      )}
    </section>
  );
}
