import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { profilePath } from '@/domain/paths';
import type { DinerRecord } from '@/domain/restaurant-page';
import type { UserRecord } from '@/domain/user-record';
import { useUsers } from '@/hooks/use-users';
import { formatCount } from '@/i18n/format';
import { useOwnRecord } from '@/hooks/use-own-record';
import { useFollowedDiners, useTopDiners } from '../hooks/use-diners';

const CARD = 'rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900';

/** The diners' user records (names, photos), 30 per query through the session's cache. */
function useDinerUsers(diners: readonly DinerRecord[] | undefined) {
  const { t } = useTranslation('restaurants');
  return useUsers(
    (diners ?? []).map((d) => d.userId),
    t('errors.loadDiners'),
  );
}

/** The restaurant's top diners by the gold they earned there, only those who allow being listed. */
export function TopDiners({ restaurantKey }: { restaurantKey: string }) {
  const { t } = useTranslation('restaurants');
  const diners = useTopDiners(restaurantKey);
  const users = useDinerUsers(diners.data);
  let body;
  if (diners.loading || (users.loading && !diners.error)) {
    body = <SkeletonRows count={3} label={t('diners.loading')} />;
  } else if (diners.error || users.error) {
    body = (
      <ErrorState
        message={diners.error ?? users.error ?? t('errors.loadDiners')}
        onRetry={diners.error ? diners.retry : users.retry}
      />
    );
  } else if (!diners.data?.length) {
    body = (
      <div className="py-4 text-center">
        <p className="font-medium text-zinc-800 dark:text-zinc-100">{t('diners.empty')}</p>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('diners.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ol
        aria-labelledby="top-diners-title"
        className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
      >
        {diners.data.map((diner, i) => (
          <li key={diner.userId} className="flex items-center gap-3 py-2">
            <span className="w-8 shrink-0 text-sm font-semibold text-zinc-500 tabular-nums dark:text-zinc-400">
              {t('diners.rank', { n: formatCount(i + 1) })}
            </span>
            <Avatar src={users.data[diner.userId]?.photoURL} seed={diner.userId} alt="" size={36} />
            <div className="min-w-0 flex-1">
              <DinerName user={users.data[diner.userId]} />
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {t('diners.visits', { count: diner.visits, n: formatCount(diner.visits) })}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-amber-700 dark:text-amber-400">
              {t('diners.gold', { count: diner.gold, n: formatCount(diner.gold) })}
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby="top-diners-title" className={CARD}>
      <h2 id="top-diners-title" className="text-lg font-semibold">
        {t('diners.title')}
      </h2>
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('diners.subtitle')}</p>
      {body}
    </section>
  );
}

function DinerName({ user }: { user: UserRecord | undefined }) {
  const { t } = useTranslation('restaurants');
  if (!user?.username) return <p className="truncate font-semibold">{t('diners.unknownUser')}</p>;
  return (
    <Link to={profilePath(user.username)} className="block truncate font-semibold hover:underline">
      {user.username}
    </Link>
  );
}

/**
 * The people I follow who have eaten here (and allow being listed): avatars and names linking to
 * their profiles. While it loads, its heading over placeholders; nothing when there is none.
 */
export function FollowedDiners({ restaurantKey, uid }: { restaurantKey: string; uid: string }) {
  const { t } = useTranslation('restaurants');
  const diners = useFollowedDiners(restaurantKey, uid);
  const users = useDinerUsers(diners.data);
  // Someone who follows people keeps the section's place while it loads: it appearing above the top
  // diners moved them down (decision 0053). Following nobody, it never shows.
  // The remembered own record answers while the live one is on its way (decision 0062).
  const followsSomeone = (useOwnRecord().user?.following ?? 0) > 0;
  if (diners.error) return <ErrorState message={diners.error} onRetry={diners.retry} />;
  const waiting = diners.loading || (users.loading && (diners.data?.length ?? 0) > 0);
  const shown = (diners.data ?? []).filter((d) => users.data[d.userId]?.username);
  if (!(waiting && followsSomeone) && shown.length === 0) return null;
  // The heading shows while the avatars load: it is what the section says, known at once, and the
  // largest text of the page (its paint was the page's LCP, seconds late: decision 0059).
  return (
    <section aria-labelledby="followed-diners-title" className={CARD}>
      <h2 id="followed-diners-title" className="text-lg font-semibold">
        {t('followed.title')}
      </h2>
      {waiting ? (
        <div role="status" aria-label={t('diners.loading')} className="mt-3 flex gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-16 rounded-xl" />
          ))}
        </div>
      ) : (
        <ul aria-labelledby="followed-diners-title" className="mt-3 flex flex-wrap gap-3">
          {shown.map((diner) => {
            const user = users.data[diner.userId]!;
            return (
              <li key={diner.userId}>
                <Link
                  to={profilePath(user.username)}
                  className="flex w-16 flex-col items-center gap-1 text-center text-xs font-medium hover:underline"
                >
                  <Avatar src={user.photoURL} seed={diner.userId} alt="" size={44} />
                  <span className="w-full truncate">{user.username}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
