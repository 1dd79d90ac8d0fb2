import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { formatCount, formatPoints } from '@/lib/format';
import { profilePath } from '@/lib/paths';
import { useAuthStore } from '@/stores/auth-store';
import { rankBadgeTone, type LeaderboardEntry, type PointsType } from '../model';

// Signed in only: the like button and the full SDK load on demand, never on a visitor's first paint.
const LeaderboardLikeButton = lazy(() => import('./leaderboard-like-button'));

const BADGE = {
  gold: 'bg-amber-400 text-amber-950',
  grey: 'bg-zinc-300 text-zinc-800',
  bronze: 'bg-orange-700 text-orange-50',
  neutral: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300',
};

export function LeaderboardCard({ entry, type }: { entry: LeaderboardEntry; type: PointsType }) {
  const { rank, user, points, likes } = entry;
  const tone = rankBadgeTone(rank);
  const uid = useAuthStore((s) => (s.status === 'signedIn' ? s.uid : null));
  // The counts arrive just after the rows (a second query): a dot holds their place meanwhile.
  const count =
    likes === null ? (
      <span className="text-xs text-zinc-500 dark:text-zinc-400" aria-label="Loading likes">
        ♥ ·
      </span>
    ) : (
      <span className="text-xs text-zinc-500 dark:text-zinc-400" aria-label={`${likes} likes`}>
        ♥ {formatCount(likes)}
      </span>
    );
  // A visitor sees the count and the hint under the name (no room for a column at 360 px).
  return (
    <li className="flex items-center rounded-2xl border border-zinc-200 bg-white pr-1 hover:border-amber-400 dark:border-zinc-800 dark:bg-zinc-900">
      <Link
        to={profilePath(user.username)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-3"
      >
        <span
          data-tone={tone}
          aria-label={`Rank ${rank}`}
          className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${BADGE[tone]}`}
        >
          {rank}
        </span>
        <Avatar src={user.photoURL} seed={user.uid} alt="" size={40} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{user.username}</span>
          {!uid && (
            <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">
              {count}
              {/* Visual hint only: inside the profile link it would rename the link ('Sign in'). */}
              <span aria-hidden="true"> · Sign in to like</span>
            </span>
          )}
        </span>
        <span
          className={`text-right font-bold ${type === 'gold' ? 'text-amber-700 dark:text-amber-500' : 'text-zinc-600 dark:text-zinc-400'}`}
        >
          {formatPoints(points)}
          <span className="block text-[10px] font-medium tracking-wide uppercase">{type}</span>
        </span>
      </Link>
      {uid && likes === null && (
        <span className="flex min-h-11 min-w-14 items-center justify-center">{count}</span>
      )}
      {uid && likes !== null && (
        <Suspense
          fallback={<span className="flex min-h-11 min-w-14 items-center justify-center">{count}</span>}
        >
          <LeaderboardLikeButton uid={uid} targetUid={user.uid} count={likes} />
        </Suspense>
      )}
    </li>
  );
}
