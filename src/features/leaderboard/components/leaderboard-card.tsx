import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { formatCount, formatPoints } from '@/lib/format';
import { profilePath } from '@/lib/paths';
import { rankBadgeTone, type LeaderboardEntry, type PointsType } from '../model';

const BADGE = {
  gold: 'bg-amber-400 text-amber-950',
  grey: 'bg-zinc-300 text-zinc-800',
  bronze: 'bg-orange-700 text-orange-50',
  neutral: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300',
};

export function LeaderboardCard({ entry, type }: { entry: LeaderboardEntry; type: PointsType }) {
  const { rank, user, points, likes } = entry;
  const tone = rankBadgeTone(rank);
  return (
    <li>
      <Link
        to={profilePath(user.username)}
        className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-3 hover:border-amber-400 dark:border-zinc-800 dark:bg-zinc-900"
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
          <span className="text-xs text-zinc-500 dark:text-zinc-400" aria-label={`${likes} likes`}>
            ♥ {formatCount(likes)}
          </span>
        </span>
        <span className={`text-right font-bold ${type === 'gold' ? 'text-amber-500' : 'text-zinc-400'}`}>
          {formatPoints(points)}
          <span className="block text-[10px] font-medium tracking-wide uppercase">{type}</span>
        </span>
      </Link>
    </li>
  );
}
