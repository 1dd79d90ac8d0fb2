// The Marketing tab of the owner's dashboard, apart from the Overview and Statistics tabs' charts and
// cards (dashboard-tabs.tsx): opening the dashboard on Marketing loads none of their code
// (docs/decisions/0055-signed-in-screens-weight-3.md).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '@/components/ui/titled-card';
import { formatCount } from '@/i18n/format';
import { SAMPLE_CAMPAIGNS, type CampaignStatus } from '../model/samples';
import { SampleBadge } from './sample-badge';

const STATUS_STYLE: Record<CampaignStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  planned: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  completed: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

/** What the Marketing tab shows of the restaurant: the app fills it with the real offers (src/app). */
export interface MarketingContext {
  ownerId: string;
  restaurantKey: string;
  restaurantName: string;
  /** The sample campaigns, badged 'Sample data': the empty state's illustration. */
  samples: ReactNode;
}
export type MarketingSlot = (context: MarketingContext) => ReactNode;

/** The spec's sample campaigns, labelled as sample data. */
function SampleCampaigns() {
  const { t } = useTranslation('restaurant');
  return (
    <TitledCard title={t('marketing.campaigns')} aside={<SampleBadge />}>
      <ul className="flex flex-col gap-3">
        {SAMPLE_CAMPAIGNS.map((c) => (
          <li key={c.id} className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-700">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-zinc-900 dark:text-zinc-50">
                {t(`marketing.samples.${c.id}.title`)}
              </h3>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[c.status]}`}
              >
                {t(`marketing.status.${c.status}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-300">
              {t(`marketing.samples.${c.id}.description`)}
            </p>
            <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
              {t('marketing.periodReach', {
                period: t(`marketing.samples.${c.id}.period`),
                n: formatCount(c.reach),
              })}
            </p>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

/** The real offers when the app gives them (`slot`), else the sample campaigns alone. */
export function MarketingTab({
  slot,
  context,
}: {
  slot?: MarketingSlot;
  context: Omit<MarketingContext, 'samples'>;
}) {
  return slot ? slot({ ...context, samples: <SampleCampaigns /> }) : <SampleCampaigns />;
}
