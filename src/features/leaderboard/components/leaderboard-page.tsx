import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useLeaderboard } from '../hooks/use-leaderboard';
import { MSG, PERIODS, type Period, type PointsType } from '../model';
import { LeaderboardCard } from './leaderboard-card';

export function LeaderboardPage() {
  const [type, setType] = useState<PointsType>('gold');
  // The period selector has no effect on the data (spec section 2).
  const [period, setPeriod] = useState<Period>('week');
  const { data, loading, error, retry } = useLeaderboard(type);

  return (
    <section aria-labelledby="leaderboard-title">
      <PageTitle>
        <span id="leaderboard-title">Leaderboard</span>
      </PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pb-3">
        <div
          role="radiogroup"
          aria-label="Points type"
          className="inline-flex rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800"
        >
          {(['gold', 'silver'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={type === t}
              onClick={() => setType(t)}
              className={`min-h-9 rounded-lg px-4 text-sm font-semibold capitalize ${
                type === t
                  ? 'bg-white text-zinc-900 shadow dark:bg-zinc-950 dark:text-zinc-50'
                  : 'text-zinc-600 dark:text-zinc-400'
              }`}
            >
              {t}
            </button>
          ))}
        </div>
        <label className="text-sm">
          <span className="sr-only">Period</span>
          <select
            value={period}
            onChange={(e) => setPeriod(e.target.value as Period)}
            className="min-h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loading ? (
        <SkeletonRows count={5} label="Loading leaderboard" />
      ) : error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : data.length === 0 ? (
        <EmptyState title={MSG.empty} icon="🏆" />
      ) : (
        <ol aria-label={`Top ${type} points`} className="flex flex-col gap-2 px-4">
          {data.map((entry) => (
            <LeaderboardCard key={entry.user.uid} entry={entry} type={type} />
          ))}
        </ol>
      )}
      <div id="elite-sections" />
    </section>
  );
}
