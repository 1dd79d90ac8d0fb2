import { useTranslation } from 'react-i18next';

/** 'Sample data': what the dashboard shows before a restaurant's first bill says so. */
export function SampleBadge() {
  const { t } = useTranslation('restaurant');
  return (
    <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold tracking-wide text-zinc-700 uppercase dark:bg-zinc-700 dark:text-zinc-200">
      {t('chart.sampleBadge')}
    </span>
  );
}
