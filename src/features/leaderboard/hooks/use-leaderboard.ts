import { useAsync } from '@/lib/use-async';
import { fetchLikeCounts, fetchTopUsers } from '../api/fetch-leaderboard';
import {
  LEADERBOARD_SIZE,
  MSG,
  pointsOf,
  rankUsers,
  type Candidate,
  type Period,
  type PointsType,
} from '../model';

/** What a board asks for: the points type, the period, and whose board (null: the public one). */
export interface BoardChoice {
  type: PointsType;
  period: Period;
  /** The signed-in user's uid for the Friends board, null for the public board. */
  friendsOf: string | null;
}

/** The board's candidates: All Time is the first paint's query; the others load their code on demand. */
async function loadCandidates({ type, period, friendsOf }: BoardChoice): Promise<Candidate[]> {
  if (friendsOf) {
    const { fetchFriendsBoard } = await import('../api/fetch-friends-board');
    return fetchFriendsBoard(friendsOf, period, type);
  }
  if (period !== 'all') {
    const { fetchPeriodTop } = await import('../api/fetch-period-top');
    return fetchPeriodTop(period, type);
  }
  return (await fetchTopUsers(type)).map((user) => ({ user, points: pointsOf(user, type) }));
}

export function useLeaderboard(choice: BoardChoice) {
  const { data, ...rest } = useAsync(
    `${choice.type}|${choice.period}|${choice.friendsOf ?? ''}`,
    async () => {
      const candidates = await loadCandidates(choice);
      const shown = candidates.filter((c) => c.points > 0).map((c) => c.user.uid);
      // Like counts are decoration: the ranking still shows if they fail to load.
      const likes = await fetchLikeCounts(shown).catch(() => ({}));
      // The Friends board shows everyone you follow; the public ones their top 10.
      return rankUsers(candidates, likes, choice.friendsOf ? Infinity : LEADERBOARD_SIZE);
    },
    MSG.fetch,
  );
  return { data: data ?? [], ...rest };
}
