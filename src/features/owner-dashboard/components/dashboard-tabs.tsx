// The Overview and Statistics tabs of the owner's dashboard: a chunk of their own, loaded when one of
// them opens (the Marketing tab is marketing-tab.tsx; docs/decisions/0055-signed-in-screens-weight-3.md).
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatEuro } from '@/i18n/format';
import { verifiedShare } from '@/domain/restaurant-page';
import { SAMPLE_ELITE_GROUPS, SAMPLE_PEAK_HOURS } from '../model/samples';
import {
  TOP_SPENDERS,
  dinerFigures,
  revenueByWeek,
  visitsByHour,
  visitsByWeekday,
  visitsText,
  type ChartPoint,
  type MatchedBill,
  type RestaurantStats,
} from '../model/statistics';
import { BarChart } from './bar-chart';
import { SampleBadge } from './sample-badge';
import { TitledCard } from '@/components/ui/titled-card';
import { TopSpenders } from './top-spenders';

export interface DashboardData {
  stats: RestaurantStats | undefined;
  statsLoading: boolean;
  statsError: string | null;
  retryStats: () => void;
  bills: MatchedBill[] | undefined;
  billsLoading: boolean;
  billsError: string | null;
  retryBills: () => void;
  /** The restaurant's public page's bill counts, live (decision 0046): undefined while loading. */
  page: { billCount: number; verifiedBillCount: number } | undefined;
  pageError: string | null;
  now: Date;
}

/** No bill has matched this restaurant yet: the charts show the spec's sample data, labelled. */
function noBillsYet(d: DashboardData): boolean {
  return (d.stats?.totalBills ?? 0) === 0 && (d.bills?.length ?? 0) === 0;
}

/** Sample weekly revenue for the empty state (12 weeks, labelled as sample). */
function sampleRevenue(now: Date): ChartPoint[] {
  const shape = [820, 940, 760, 1010, 1150, 980, 1240, 1320, 1090, 1410, 1380, 1520];
  return revenueByWeek([], now).map((p, i) => ({ ...p, value: shape[i] ?? 0 }));
}

function Performance({ d }: { d: DashboardData }) {
  const { t } = useTranslation('dashboard');
  if (d.statsError) return <ErrorState message={d.statsError} onRetry={d.retryStats} />;
  const s = d.stats;
  const tiles = [
    { label: t('dashboard.totalBills'), value: s ? formatCount(s.totalBills) : null },
    { label: t('dashboard.totalRevenue'), value: s ? formatEuro(s.totalRevenue) : null },
    { label: t('dashboard.averageBill'), value: s ? formatEuro(s.averageBill) : null },
  ];
  return (
    <TitledCard title={t('dashboard.performance')}>
      {/* A row per figure on a phone (three columns cut "120,00 €" in two at 360 px), a column each wider. */}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex items-baseline justify-between gap-3 rounded-xl bg-zinc-50 px-3 py-2 sm:block sm:p-2 sm:text-center dark:bg-zinc-800"
          >
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{tile.label}</dt>
            <dd className="text-base font-bold break-words text-zinc-900 tabular-nums sm:mt-1 dark:text-zinc-50">
              {tile.value ?? <Skeleton className="h-5 w-12 sm:mx-auto" />}
            </dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

/**
 * The share of the restaurant's bills that its till verified (decision 0046), live from the public
 * page's counters (the same figure anyone can see: an owner verifying their own fake accounts shows).
 */
function VerifiedShare({ d }: { d: DashboardData }) {
  const { t } = useTranslation('dashboard');
  if (d.pageError) return null; // the page's listener error is shown once, above the tabs
  const p = d.page;
  const share = p ? verifiedShare(p) : undefined;
  return (
    <TitledCard title={t('dashboard.verifiedBills')}>
      {!p ? (
        <Skeleton className="h-12 w-full" />
      ) : share === null ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('dashboard.verifiedNone')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-2xl font-bold text-emerald-800 tabular-nums dark:text-emerald-300">
              {t('dashboard.verifiedPercent', { share })}
            </span>
            <span className="text-sm text-zinc-600 dark:text-zinc-300">
              {t('dashboard.verifiedOf', {
                count: p.billCount,
                verified: formatCount(p.verifiedBillCount),
                n: formatCount(p.billCount),
              })}
            </span>
          </p>
          <div
            role="meter"
            aria-label={t('dashboard.verifiedBills')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((share ?? 0) * 100)}
            aria-valuetext={t('dashboard.verifiedPercent', { share })}
            className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <div
              className="h-full rounded-full bg-emerald-600 dark:bg-emerald-400"
              style={{ width: `${(share ?? 0) * 100}%` }}
            />
          </div>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('dashboard.verifiedHint')}</p>
        </div>
      )}
    </TitledCard>
  );
}

function VisitsChart({ d, compact }: { d: DashboardData; compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  if (d.billsError) return <ErrorState message={d.billsError} onRetry={d.retryBills} />;
  if (d.billsLoading || d.statsLoading) return <Skeleton className="h-40 w-full" />;
  const sample = noBillsYet(d);
  return (
    <TitledCard title={t('dashboard.visitorAnalytics')}>
      <BarChart
        title={sample ? t('dashboard.peakHours') : t('dashboard.visitsByHour')}
        points={sample ? SAMPLE_PEAK_HOURS : visitsByHour(d.bills ?? [])}
        labelEvery={sample ? 1 : compact ? 6 : 4}
        labelFrom="first"
        formatValue={visitsText}
        sample={sample}
        labelHeader={t('dashboard.hour')}
        valueHeader={t('dashboard.visits')}
      />
      {!sample && <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('dashboard.visitsNote')}</p>}
    </TitledCard>
  );
}

function RevenueChart({ d }: { d: DashboardData }) {
  const { t } = useTranslation('dashboard');
  if (d.billsError) return <ErrorState message={d.billsError} onRetry={d.retryBills} />;
  if (d.billsLoading || d.statsLoading) return <Skeleton className="h-40 w-full" />;
  const sample = noBillsYet(d);
  return (
    <TitledCard title={t('dashboard.revenue')}>
      <BarChart
        title={t('dashboard.revenuePerWeek')}
        points={sample ? sampleRevenue(d.now) : revenueByWeek(d.bills ?? [], d.now)}
        labelEvery={3}
        formatValue={formatEuro}
        sample={sample}
        labelHeader={t('dashboard.weekOf')}
        valueHeader={t('dashboard.revenue')}
      />
    </TitledCard>
  );
}

/**
 * Who the diners are, from the bills (issue 43): new against returning, visits per diner, and how many
 * are hidden from the restaurant's diners (counted, never named). Replaces the spec's sample ages, which
 * no real source gives.
 */
function DinersCard({ d }: { d: DashboardData }) {
  const { t } = useTranslation('dashboard');
  if (d.statsError) return null; // the performance card shows the error and its retry
  if (!d.stats) {
    return (
      <TitledCard title={t('dashboard.demographics')}>
        <Skeleton className="h-24 w-full" />
      </TitledCard>
    );
  }
  const f = dinerFigures(d.stats.spenders);
  if (f.diners === 0) {
    return (
      <TitledCard title={t('dashboard.demographics')}>
        <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('dashboard.noDinersYet')}</p>
      </TitledCard>
    );
  }
  const share = (n: number, of: number) => t('dashboard.dinerShare', { n: formatCount(n), share: n / of });
  const tiles = [
    { label: t('dashboard.newDiners'), value: share(f.newDiners, f.diners) },
    { label: t('dashboard.returningDiners'), value: share(f.returningDiners, f.diners) },
    {
      label: t('dashboard.visitsPerDiner'),
      value: t('dashboard.visitsPerDinerValue', { n: f.visitsPerDiner }),
    },
    {
      label: t('dashboard.hiddenDiners'),
      value:
        f.hiddenShare === null
          ? formatCount(0)
          : t('dashboard.dinerShare', { n: formatCount(f.hiddenDiners), share: f.hiddenShare }),
    },
  ];
  return (
    <TitledCard title={t('dashboard.demographics')}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex items-baseline justify-between gap-3 rounded-xl bg-zinc-50 px-3 py-2 dark:bg-zinc-800"
          >
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{tile.label}</dt>
            <dd className="text-base font-bold text-zinc-900 tabular-nums dark:text-zinc-50">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('dashboard.dinersNote')}</p>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('dashboard.hiddenHint')}</p>
    </TitledCard>
  );
}

/** Visits by day of the week, from the bills' scan times (issue 43); sample before the first bill. */
function WeekdayChart({ d }: { d: DashboardData }) {
  const { t } = useTranslation('dashboard');
  if (d.billsError) return null; // the visits chart shows the error and its retry
  if (d.billsLoading || d.statsLoading) return <Skeleton className="h-40 w-full" />;
  if (noBillsYet(d)) return null;
  return (
    <TitledCard title={t('dashboard.busiestDays')}>
      <BarChart
        title={t('dashboard.busiestDays')}
        points={visitsByWeekday(d.bills ?? [], d.now)}
        formatValue={visitsText}
        labelHeader={t('dashboard.day')}
        valueHeader={t('dashboard.visits')}
      />
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('dashboard.visitsNote')}</p>
    </TitledCard>
  );
}

function Spenders({ d, limit }: { d: DashboardData; limit: number }) {
  const { t } = useTranslation('dashboard');
  if (d.statsError) return null; // the performance card shows the error and its retry
  return (
    <TitledCard title={t('dashboard.topSpenders')}>
      {d.stats ? (
        <TopSpenders spenders={d.stats.spenders} limit={limit} />
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </TitledCard>
  );
}

export function OverviewTab({ d }: { d: DashboardData }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col gap-4">
      <Performance d={d} />
      <VerifiedShare d={d} />
      <VisitsChart d={d} compact />
      <Spenders d={d} limit={3} />
      <TitledCard title={t('dashboard.eliteGroups')} aside={<SampleBadge />}>
        <ul className="flex flex-col gap-2">
          {SAMPLE_ELITE_GROUPS.map((g) => (
            <li
              key={g.id}
              className="flex items-center justify-between rounded-xl bg-zinc-50 p-3 dark:bg-zinc-800"
            >
              <span>
                <span className="block font-semibold text-zinc-900 dark:text-zinc-50">{g.name}</span>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t('dashboard.groupMeta', { count: g.members, n: formatCount(g.members), city: g.city })}
                </span>
              </span>
              <span className="text-sm text-zinc-700 dark:text-zinc-300">{visitsText(g.visits)}</span>
            </li>
          ))}
        </ul>
      </TitledCard>
    </div>
  );
}

export function StatisticsTab({ d }: { d: DashboardData }) {
  return (
    <div className="flex flex-col gap-4">
      <Performance d={d} />
      <VerifiedShare d={d} />
      <RevenueChart d={d} />
      <VisitsChart d={d} />
      <DinersCard d={d} />
      <WeekdayChart d={d} />
      <Spenders d={d} limit={TOP_SPENDERS} />
    </div>
  );
}
