import { useAsync } from '@/lib/use-async';
import { fetchLikeCounts, fetchTopUsers } from '../api/fetch-leaderboard';
import { MSG, rankUsers, type PointsType } from '../model';

export function useLeaderboard(type: PointsType) {
  const { data, ...rest } = useAsync(
    type,
    async () => {
      const users = await fetchTopUsers(type);
      // Like counts are decoration: the ranking still shows if they fail to load.
      const likes = await fetchLikeCounts(users.map((u) => u.uid)).catch(() => ({}));
      return rankUsers(users, type, likes);
    },
    MSG.fetch,
  );
  return { data: data ?? [], ...rest };
}
