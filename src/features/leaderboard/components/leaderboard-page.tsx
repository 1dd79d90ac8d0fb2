import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthStore } from '@/stores/auth-store';
import { useLeaderboard } from '../hooks/use-leaderboard';
import {
  DEFAULT_PERIOD,
  LEADERBOARD_SIZE,
  MSG,
  PERIODS,
  SCOPES,
  type Period,
  type PointsType,
  type Scope,
} from '../model';
import { BOARD_LIST } from './card-classes';
import { LeaderboardCard } from './leaderboard-card';
import { ToggleGroup } from './toggle-group';

const TYPES = [
  { value: 'gold', label: 'Gold' },
  { value: 'silver', label: 'Silver' },
] as const;

export function LeaderboardPage() {
  const [type, setType] = useState<PointsType>('gold');
  // The periods rank the points earned in that week, month or year (Europe/Rome; decision 0010).
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [scope, setScope] = useState<Scope>('everyone');
  const uid = useAuthStore((s) => (s.status === 'signedIn' ? s.uid : null));
  // Visitors see the public boards only.
  const friendsOf = scope === 'friends' ? uid : null;
  const { data, loading, error, retry } = useLeaderboard({ type, period, friendsOf });
  const periodLabel = PERIODS.find((p) => p.value === period)?.label;

  return (
    <section aria-labelledby="leaderboard-title">
      <PageTitle>
        <span id="leaderboard-title">Leaderboard</span>
      </PageTitle>
      <div className="flex flex-col gap-2 px-4 pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ToggleGroup label="Points type" options={TYPES} value={type} onChange={setType} />
          {uid && <ToggleGroup label="Whose board" options={SCOPES} value={scope} onChange={setScope} />}
        </div>
        <ToggleGroup
          label="Period"
          options={PERIODS}
          value={period}
          onChange={setPeriod}
          className="grid grid-cols-4"
          compact
        />
      </div>
      {loading ? (
        <BoardSkeleton />
      ) : error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : data.length === 0 ? (
        <EmptyState title={MSG.empty} icon="🏆" />
      ) : (
        <ol
          aria-label={`${friendsOf ? 'Friends' : 'Top'} ${type} points, ${periodLabel}`}
          className={BOARD_LIST}
        >
          {data.map((entry) => (
            <LeaderboardCard key={entry.user.uid} entry={entry} type={type} />
          ))}
        </ol>
      )}
      <div id="elite-sections" />
    </section>
  );
}

/**
 * Ten card-sized placeholders (a card is 66 px, 8 px apart): the board keeps its full height while it
 * loads, so nothing below it moves and the below-the-fold Elite sections stay below the fold.
 */
function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading leaderboard" className={BOARD_LIST}>
      {Array.from({ length: LEADERBOARD_SIZE }, (_, i) => (
        <Skeleton key={i} className="h-[66px] rounded-2xl" />
      ))}
    </div>
  );
}
