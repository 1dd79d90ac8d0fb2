import { useAsync } from '@/lib/use-async';
import { fetchLikeCounts, fetchTopUsers } from '../api/fetch-leaderboard';
import { LEADERBOARD_SIZE, MSG, pointsOf, rankUsers, type BoardChoice, type Candidate } from '../model';

/** The board's candidates: public All Time is the first paint's query; the others load on demand. */
async function loadCandidates(choice: BoardChoice): Promise<Candidate[]> {
  const { type, period, friendsOf } = choice;
  if (friendsOf || period !== 'all') return (await import('../api/fetch-board')).fetchBoard(choice);
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
