import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { formatCount, formatPoints } from '@/i18n/format';
import { profilePath } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { rankBadgeTone, type BoardType, type LeaderboardEntry } from '../model';
import { AVATAR_SIZE, BADGE, CARD, pointsClass } from './card-classes';

// Signed in only: the like button and the full SDK load on demand, never on a visitor's first paint.
const LeaderboardLikeButton = lazy(() => import('./leaderboard-like-button'));

export function LeaderboardCard({ entry, type }: { entry: LeaderboardEntry; type: BoardType }) {
  const { t } = useTranslation('leaderboard');
  const { rank, user, points, likes } = entry;
  const tone = rankBadgeTone(rank);
  const uid = useAuthStore((s) => (s.status === 'signedIn' ? s.uid : null));
  // The count comes with the row (the user document's likeCount, decision 0027).
  const count = (
    <span className={CARD.count} aria-label={t('card.likes', { count: likes, n: formatCount(likes) })}>
      ♥ {formatCount(likes)}
    </span>
  );
  // A visitor sees the count and the hint under the name (no room for a column at 360 px).
  return (
    <li className={CARD.item}>
      <Link to={profilePath(user.username)} className={CARD.link}>
        <span
          data-tone={tone}
          aria-label={t('card.rank', { rank })}
          className={`${CARD.rank} ${BADGE[tone]}`}
        >
          {rank}
        </span>
        <Avatar src={user.photoURL} seed={user.uid} alt="" size={AVATAR_SIZE} />
        <span className={CARD.names}>
          <span className={CARD.name}>{user.username}</span>
          {!uid && (
            <span className={CARD.hint}>
              {count}
              {/* Visual hint only: inside the profile link it would rename the link ('Sign in'). */}
              <span aria-hidden="true">{` · ${t('card.signInToLike')}`}</span>
            </span>
          )}
        </span>
        <span className={pointsClass(type)}>
          {formatPoints(points)}
          <span className={CARD.pointsType}>{t(`card.pointsType.${type}`)}</span>
        </span>
      </Link>
      {uid && (
        <Suspense
          fallback={<span className="flex min-h-11 min-w-14 items-center justify-center">{count}</span>}
        >
          <LeaderboardLikeButton uid={uid} targetUid={user.uid} count={likes} />
        </Suspense>
      )}
    </li>
  );
}
