import { useMemo, useState } from 'react';
import { useAsync } from '@/hooks/use-async';
import { fetchLikeCounts, fetchTopUsers } from '../api/fetch-leaderboard';
import { takeArrivedFirstBoard } from '../api/prefetched-board';
import {
  LEADERBOARD_SIZE,
  MSG,
  pointsOf,
  rankUsers,
  type BoardChoice,
  type Candidate,
  type LeaderboardEntry,
} from '../model';

/** The board's candidates: public All Time is the first paint's query; the others load on demand. */
async function loadCandidates(choice: BoardChoice): Promise<Candidate[]> {
  const { type, period, friendsOf } = choice;
  if (friendsOf || period !== 'all') return (await import('../api/fetch-board')).fetchBoard(choice);
  return (await fetchTopUsers(type)).map((user) => ({ user, points: pointsOf(user, type) }));
}

/**
 * The ranked rows as soon as the users arrive; their like counts after, from a second query (likes are
 * decoration: the rows do not wait for them, and still show if they fail to load).
 */
export function useLeaderboard(choice: BoardChoice) {
  const key = `${choice.type}|${choice.period}|${choice.friendsOf ?? ''}`;
  // A first visit's public gold board may be in already (index.html asked for it and painted it).
  const [arrived] = useState(() => {
    const isFirstBoard = choice.type === 'gold' && choice.period === 'all' && !choice.friendsOf;
    const users = isFirstBoard ? takeArrivedFirstBoard() : undefined;
    return (
      users &&
      rankUsers(
        users.map((user) => ({ user, points: pointsOf(user, 'gold') })),
        null,
      )
    );
  });
  const board = useAsync(
    key,
    // The Friends board shows everyone you follow; the public ones their top 10.
    async () => rankUsers(await loadCandidates(choice), null, choice.friendsOf ? Infinity : LEADERBOARD_SIZE),
    MSG.fetch,
    { initial: arrived },
  );
  const uids = board.data?.map((entry) => entry.user.uid) ?? [];
  const likes = useAsync(
    board.data ? `${key}|${uids.join(',')}` : null,
    (): Promise<Record<string, number>> => fetchLikeCounts(uids).catch(() => ({})),
    MSG.fetch,
  );
  const data = useMemo<LeaderboardEntry[]>(
    () =>
      (board.data ?? []).map((entry) => ({
        ...entry,
        likes: likes.data ? (likes.data[entry.user.uid] ?? 0) : null,
      })),
    [board.data, likes.data],
  );
  return { data, loading: board.loading, error: board.error, retry: board.retry };
}
