import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ProfileName } from '@/components/ui/profile-name';
import { formatCount, formatDay, formatEuro } from '@/i18n/format';
import { useSpenderUsers } from '../hooks/use-spender-users';
import { visitsText, type Spender } from '../model/statistics';

/** Top spenders (highest amount first): username linking to the profile, amount, visits, last visit. */
export function TopSpenders({ spenders, limit }: { spenders: Spender[]; limit: number }) {
  const { t } = useTranslation('dashboard');
  const { t: tr } = useTranslation('restaurant');
  const top = spenders.slice(0, limit);
  const { data: users, loading, error } = useSpenderUsers(top.map((s) => s.userId));

  if (top.length === 0) {
    return <EmptyState title={t('spenders.emptyTitle')} description={t('spenders.emptyDescription')} />;
  }
  if (loading) return <SkeletonRows count={Math.min(3, top.length)} label={t('spenders.loading')} />;
  return (
    <>
      {error && (
        <p role="alert" className="px-4 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <ol
        aria-label={t('spenders.listLabel')}
        className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800"
      >
        {top.map((s, i) => {
          const user = users[s.userId];
          const name = user?.username || tr('messages.unknownUser');
          return (
            <li key={s.userId} className="flex items-center gap-3 py-2">
              <span className="w-5 text-right text-sm font-semibold text-zinc-500">{formatCount(i + 1)}</span>
              <Avatar src={user?.photoURL} seed={s.userId} alt="" size={36} />
              <div className="min-w-0 flex-1">
                <ProfileName
                  username={user?.username}
                  name={name}
                  className={`block truncate font-semibold ${user ? 'text-zinc-900 dark:text-zinc-50' : 'text-zinc-500'}`}
                />
                <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                  {t('spenders.meta', { visits: visitsText(s.visits), date: formatDay(s.lastVisit) })}
                </span>
              </div>
              <span className="font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">
                {formatEuro(s.amount)}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
