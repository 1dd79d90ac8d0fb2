import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { PATHS } from '@/domain/paths';
import { useAppSettingsStore } from '@/stores/app-settings-store';
import { useAuthStore } from '@/stores/auth-store';
import { useLeaderboard } from '../hooks/use-leaderboard';
import {
  BOARD_TYPES,
  boardLabel,
  DEFAULT_PERIOD,
  LEADERBOARD_SIZE,
  PERIODS,
  SCOPES,
  type BoardType,
  type Period,
  type Scope,
  type LeaderboardEntry,
} from '../model';
import { BOARD_LIST } from './card-classes';
import { LeaderboardCard } from './leaderboard-card';
import { ToggleGroup } from './toggle-group';

export function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  // The board chosen in Settings → App Settings (decision 0034); gold, All Time by default. Verified
  // ranks the gold of bills the restaurant confirmed (decision 0046), in the same periods.
  const [type, setType] = useState<BoardType>(() => useAppSettingsStore.getState().landingBoard.type);
  // The periods rank the points earned in that week, month or year (Europe/Rome; decision 0010).
  const [period, setPeriod] = useState<Period>(() => useAppSettingsStore.getState().landingBoard.period);
  const [scope, setScope] = useState<Scope>('everyone');
  const uid = useAuthStore((s) => (s.status === 'signedIn' ? s.uid : null));
  // Visitors see the public boards only.
  const friendsOf = scope === 'friends' ? uid : null;
  const { data, loading, error, retry } = useLeaderboard({ type, period, friendsOf });

  return (
    <BoardLayout
      choice={{ type, period, scope }}
      onChoose={{ type: setType, period: setPeriod, scope: setScope }}
      uid={uid}
      busy={loading}
    >
      {loading ? (
        <BoardSkeleton />
      ) : error ? (
        // Any failure is the one message (useLeaderboard): said in the language shown now.
        <ErrorState message={t('board.fetchFailed')} onRetry={retry} />
      ) : data.length === 0 ? (
        <EmptyState title={t('board.empty')} icon="🏆" />
      ) : (
        <BoardList entries={data} type={type} label={boardLabel(!!friendsOf, type, period)} />
      )}
    </BoardLayout>
  );
}

interface BoardLayoutProps {
  choice: { type: BoardType; period: Period; scope: Scope };
  onChoose: { type: (t: BoardType) => void; period: (p: Period) => void; scope: (s: Scope) => void };
  uid: string | null;
  busy: boolean;
  children: ReactNode;
}

/** The title, the toggles and, below them, the board (or its placeholders). */
function BoardLayout({ choice, onChoose, uid, busy, children }: BoardLayoutProps) {
  const { t } = useTranslation('leaderboard');
  const types = BOARD_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));
  const scopes = SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }));
  const periods = PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }));
  return (
    <section aria-labelledby="leaderboard-title" aria-busy={busy || undefined}>
      <PageTitle
        actions={
          // Only a link: the search page is its own chunk, out of the first visit (decision 0040).
          <Link to={PATHS.search} className={buttonClass('secondary')}>
            <Icon name="search" size={16} />
            {t('search')}
          </Link>
        }
      >
        <span id="leaderboard-title">{t('title')}</span>
      </PageTitle>
      <div className="flex flex-col gap-2 px-4 pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* With Verified (decision 0046) and Friends, the row wraps at 360 px (flex-wrap). */}
          <ToggleGroup
            label={t('types.label')}
            options={types}
            value={choice.type}
            onChange={onChoose.type}
          />
          {uid && (
            <ToggleGroup
              label={t('scopes.label')}
              options={scopes}
              value={choice.scope}
              onChange={onChoose.scope}
            />
          )}
        </div>
        <ToggleGroup
          label={t('periods.label')}
          options={periods}
          value={choice.period}
          onChange={onChoose.period}
          className="grid grid-cols-4"
          compact
        />
      </div>
      {children}
      <div id="elite-sections" />
    </section>
  );
}

const ignore = () => {};

/**
 * The page as its first render draws it while the public board loads (gold, All Time, no one signed
 * in yet): prerendered into index.html as /'s frame (src/app/prerender/frames.tsx), so the first paint
 * is this component's markup and nothing moves when React takes over.
 */
export function LeaderboardFrame() {
  return (
    <BoardLayout
      choice={{ type: 'gold', period: DEFAULT_PERIOD, scope: 'everyone' }}
      onChoose={{ type: ignore, period: ignore, scope: ignore }}
      uid={null}
      busy
    >
      <BoardSkeleton />
    </BoardLayout>
  );
}

/** The ranked cards. The early script fills a prerendered copy of it (src/app/first-paint/paint-board.ts). */
export function BoardList({
  entries,
  type,
  label,
}: {
  entries: LeaderboardEntry[];
  type: BoardType;
  label: string;
}) {
  return (
    <ol aria-label={label} className={BOARD_LIST}>
      {entries.map((entry) => (
        <LeaderboardCard key={entry.user.uid} entry={entry} type={type} />
      ))}
    </ol>
  );
}

/**
 * Ten card-sized placeholders (a card is 66 px, 8 px apart): the board keeps its full height while it
 * loads, so nothing below it moves and the below-the-fold Elite sections stay below the fold.
 */
function BoardSkeleton() {
  const { t } = useTranslation('leaderboard');
  return (
    <div role="status" aria-label={t('board.loading')} className={BOARD_LIST}>
      {Array.from({ length: LEADERBOARD_SIZE }, (_, i) => (
        <Skeleton key={i} className="h-[66px] rounded-2xl" />
      ))}
    </div>
  );
}
