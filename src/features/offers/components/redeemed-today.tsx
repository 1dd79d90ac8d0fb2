import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ProfileName } from '@/components/ui/profile-name';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatTime } from '@/i18n/format';
import { useRedeemedToday } from '../hooks/use-owner-offers';
import { TitledCard } from '@/components/ui/titled-card';

/** The copies of my offers used today, live, newest first: who (username) and when. */
export function RedeemedToday({ ownerId, startOfToday }: { ownerId: string; startOfToday: Date }) {
  const { t } = useTranslation('offers');
  const { list, users } = useRedeemedToday(ownerId, startOfToday);
  const items = list.data ?? [];
  return (
    <TitledCard title={t('today.title')}>
      {list.error ? (
        <ErrorState message={list.error} onRetry={list.retry} />
      ) : list.loading ? (
        <SkeletonRows count={2} label={t('today.loading')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('today.empty')} />
      ) : (
        <ul
          aria-label={t('today.title')}
          className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800"
        >
          {items.map((p) => {
            const user = users.data[p.dinerId];
            return (
              <li key={`${p.offerId}_${p.dinerId}`} className="flex flex-col py-2">
                <ProfileName
                  username={user?.username}
                  name={
                    user?.username
                      ? `@${user.username}`
                      : users.isKnown(p.dinerId)
                        ? t('today.unknownUser')
                        : '…'
                  }
                  className="font-semibold text-zinc-900 dark:text-zinc-50"
                />
                <span className="text-sm text-zinc-600 dark:text-zinc-400">
                  {t('today.item', { offer: p.title, time: formatTime(p.redeemedAt) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
