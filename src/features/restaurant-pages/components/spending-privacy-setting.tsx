import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChoiceList } from '@/components/ui/choice-list';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { SPENDING_HISTORY_CHOICES, type SpendingHistory } from '@/domain/spending-history';
import { useAuthStore } from '@/stores/auth-store';
import { usePrivacyPreferenceSetting } from '../hooks/use-privacy-preference-setting';

/**
 * Settings → Privacy, "Who can see my spending history" (decision 0043): Everyone (the default), People
 * I follow or Only me. The rules hold it for every read of my bills; any choice but Everyone also takes
 * me off restaurant pages' lists of diners. Rendered by the privacy page through the app layer
 * (src/app/privacy-screen.tsx), beside "Show me among a restaurant's diners".
 */
export function SpendingPrivacySetting() {
  const { t } = useTranslation('settings');
  const uid = useAuthStore((s) => s.uid);
  const setting = usePrivacyPreferenceSetting(uid, {
    loadFailed: 'settings:spendingPrivacy.loadFailed',
    saveFailed: 'settings:spendingPrivacy.saveFailed',
  });
  const choice = setting.pref?.spendingHistory;
  const save = (next: SpendingHistory) => void setting.save({ spendingHistory: next });
  const choices = SPENDING_HISTORY_CHOICES.map((value) => ({ value, label: t(`spendingPrivacy.${value}`) }));
  return (
    <section
      aria-label={t('spendingPrivacy.section')}
      className="mx-4 overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      {setting.loadError ? (
        <ErrorState message={setting.loadError} onRetry={setting.retryLoad} />
      ) : setting.loading || choice === undefined ? (
        <SkeletonRows count={3} label={t('spendingPrivacy.loading')} />
      ) : (
        <div className="pt-1 pb-1">
          <ChoiceList
            label={t('spendingPrivacy.label')}
            showLabel
            hint={t('spendingPrivacy.hint')}
            choices={choices}
            value={choice}
            busy={setting.saving}
            onChange={(next) => next !== choice && save(next)}
          />
          {setting.saving && (
            <div className="flex justify-end px-4 pb-2">
              <Spinner size="sm" label={t('spendingPrivacy.saving')} />
            </div>
          )}
          {setting.error && (
            <div className="flex flex-col items-start gap-2 px-4 pb-3">
              <ErrorMessage>{setting.error}</ErrorMessage>
              <Button variant="secondary" onClick={() => save(choice)}>
                {t('spendingPrivacy.retry')}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
