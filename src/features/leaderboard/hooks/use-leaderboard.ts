import { t } from 'i18next';
import { useState } from 'react';
import { useAsync } from '@/hooks/use-async';
import { fetchTopUsers } from '../api/fetch-leaderboard';
import { takeArrivedFirstBoard } from '../api/prefetched-board';
import {
  LEADERBOARD_SIZE,
  pointsOf,
  rankUsers,
  type BoardChoice,
  type Candidate,
  type LeaderboardEntry,
} from '../model';

const NO_ROWS: LeaderboardEntry[] = [];

/** The board's candidates: public All Time gold and silver is the first paint's query; the others
 *  (periods, Friends, verified) load on demand. */
async function loadCandidates(choice: BoardChoice): Promise<Candidate[]> {
  const { type, period, friendsOf } = choice;
  if (friendsOf || period !== 'all' || type === 'verified')
    return (await import('../api/fetch-board')).fetchBoard(choice);
  return (await fetchTopUsers(type)).map((user) => ({ user, points: pointsOf(user, type) }));
}

/**
 * The ranked rows, each with its like count: the user documents carry it (likeCount, decision 0027), so
 * the board reads its users and nothing else.
 */
export function useLeaderboard(choice: BoardChoice) {
  const key = `${choice.type}|${choice.period}|${choice.friendsOf ?? ''}`;
  // A first visit's public gold board may be in already (index.html asked for it and painted it).
  const [arrived] = useState(() => {
    const isFirstBoard = choice.type === 'gold' && choice.period === 'all' && !choice.friendsOf;
    const users = isFirstBoard ? takeArrivedFirstBoard() : undefined;
    return users && rankUsers(users.map((user) => ({ user, points: pointsOf(user, 'gold') })));
  });
  const board = useAsync(
    key,
    // The Friends board shows everyone you follow; the public ones their top 10.
    async () => rankUsers(await loadCandidates(choice), choice.friendsOf ? Infinity : LEADERBOARD_SIZE),
    t('leaderboard:board.fetchFailed'),
    // An answer that comes after React's start draws ten cards at once: in slices, not one long task.
    { initial: arrived, transition: true },
  );
  return { data: board.data ?? NO_ROWS, loading: board.loading, error: board.error, retry: board.retry };
}
