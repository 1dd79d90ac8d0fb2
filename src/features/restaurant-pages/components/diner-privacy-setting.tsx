import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAuthStore } from '@/stores/auth-store';
import { usePrivacyPreferenceSetting } from '../hooks/use-privacy-preference-setting';

/**
 * Settings → Privacy, "Show me among a restaurant's diners" (decisions 0038, 0040): on by default; off
 * hides me from every restaurant page's lists of diners. Rendered by the privacy page through the app
 * layer (src/app/privacy-screen.tsx).
 */
export function DinerPrivacySetting() {
  const { t } = useTranslation('settings');
  const uid = useAuthStore((s) => s.uid);
  const setting = usePrivacyPreferenceSetting(uid, {
    loadFailed: 'settings:dinerPrivacy.loadFailed',
    saveFailed: 'settings:dinerPrivacy.saveFailed',
  });
  const { saving } = setting;
  const show = setting.pref?.showAmongDiners;
  const save = (next: boolean) => setting.save({ showAmongDiners: next });
  return (
    <section
      aria-label={t('dinerPrivacy.section')}
      className="mx-4 overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      {setting.loadError ? (
        <ErrorState message={setting.loadError} onRetry={setting.retryLoad} />
      ) : setting.loading || show === undefined ? (
        <SkeletonRows count={1} label={t('dinerPrivacy.loading')} />
      ) : (
        <>
          <Switch
            label={t('dinerPrivacy.label')}
            hint={t('dinerPrivacy.hint')}
            checked={show}
            busy={saving}
            onChange={(next) => void save(next)}
          />
          {(setting.error || setting.unfinished) && (
            <div className="flex flex-col items-start gap-2 px-4 pb-3">
              <ErrorMessage>{setting.error ?? t('dinerPrivacy.unfinished')}</ErrorMessage>
              <Button variant="secondary" onClick={() => void save(show)}>
                {t('dinerPrivacy.finish')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
