import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { Switch } from '@/components/ui/switch';
import { useAppSettingsStore } from '@/stores/app-settings-store';
import { LANDING_PERIODS, LANDING_TYPES } from '@/stores/app-settings-storage';
import { ChoiceList } from '@/components/ui/choice-list';
import { SettingsGroup } from './settings-group';

/**
 * Settings → App Settings (decision 0034), kept on this device like the theme: the leaderboard the
 * Ranking tab opens on, and whether a confirmed bill's confetti runs.
 */
export function AppSettingsPage() {
  const { t } = useTranslation('settings');
  const landing = useAppSettingsStore((s) => s.landingBoard);
  const setLanding = useAppSettingsStore((s) => s.setLandingBoard);
  const celebrations = useAppSettingsStore((s) => s.celebrations);
  const setCelebrations = useAppSettingsStore((s) => s.setCelebrations);
  const types = LANDING_TYPES.map((value) => ({ value, label: t(`app.landing.${value}`) }));
  const periods = LANDING_PERIODS.map((value) => ({ value, label: t(`app.landing.periods.${value}`) }));

  return (
    <section className="flex flex-col gap-4 pb-6">
      <PageTitle>{t('app.title')}</PageTitle>
      <SettingsGroup title={t('app.landing.title')}>
        <p className="px-4 pb-1 text-sm text-zinc-600 dark:text-zinc-400">{t('app.landing.intro')}</p>
        <ChoiceList
          label={t('app.landing.type')}
          showLabel
          choices={types}
          value={landing.type}
          onChange={(type) => setLanding({ ...landing, type })}
        />
        <ChoiceList
          label={t('app.landing.period')}
          showLabel
          choices={periods}
          value={landing.period}
          onChange={(period) => setLanding({ ...landing, period })}
        />
      </SettingsGroup>
      <SettingsGroup title={t('app.celebrations.title')}>
        <Switch
          label={t('app.celebrations.label')}
          hint={t('app.celebrations.hint')}
          checked={celebrations}
          onChange={setCelebrations}
        />
      </SettingsGroup>
    </section>
  );
}
