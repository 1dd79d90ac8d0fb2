import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { SkeletonRows } from '@/components/ui/skeleton';
import { groupPath } from '@/domain/paths';
import { formatCount, formatPoints } from '@/i18n/format';
import { useCityGroups } from '../hooks/use-city-groups';
import { useTopCities } from '../hooks/use-top-cities';
import { rankCities, type RankedCity } from '../model/city';

/**
 * Elite Cities (spec section 3, decision 0052): the top cities by the points of their groups, each
 * opening a dialog of its real top groups.
 */
export function EliteCitiesSection() {
  const { t } = useTranslation('elite');
  const { data, loading, error, retry } = useTopCities();
  const [open, setOpen] = useState<RankedCity | null>(null);
  const cities = data ? rankCities(data) : [];
  return (
    <section aria-labelledby="elite-cities-title">
      <h2 id="elite-cities-title" className="mb-3 text-lg font-bold text-zinc-900 dark:text-zinc-50">
        {t('cities.title')}
      </h2>
      {loading ? (
        <SkeletonRows count={2} label={t('cities.loading')} />
      ) : error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : cities.length === 0 ? (
        <EmptyState
          title={t('cities.empty.title')}
          description={t('cities.empty.description')}
          icon={<Icon name="city" size={40} />}
        />
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('cities.list')}>
          {cities.map((city) => (
            <li key={city.id}>
              <CityButton city={city} onOpen={() => setOpen(city)} />
            </li>
          ))}
        </ol>
      )}
      {open && <CityModal city={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function CityButton({ city, onOpen }: { city: RankedCity; onOpen: () => void }) {
  const { t } = useTranslation('elite');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="flex w-full items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-3 text-left hover:border-amber-400 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
      >
        <Icon name="city" size={28} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words text-zinc-900 dark:text-zinc-50">
          #{city.rank} {city.name}
        </span>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {t('cities.summary', {
            count: city.activeUsers,
            n: formatCount(city.activeUsers),
            groups: t('cities.groups', { count: city.totalGroups, n: formatCount(city.totalGroups) }),
          })}
        </span>
      </span>
      <span className="text-right text-sm font-bold text-amber-700 dark:text-amber-400">
        {formatPoints(city.totalPoints)}
        <span className="block text-[10px] font-medium tracking-wide uppercase">
          {t('pointsUnit', { count: city.totalPoints })}
        </span>
      </span>
    </button>
  );
}

function CityModal({ city, onClose }: { city: RankedCity; onClose: () => void }) {
  const { t } = useTranslation('elite');
  const { data, loading, error, retry } = useCityGroups(city.id);
  const points = (n: number) => t('points', { count: n, n: formatPoints(n) });
  return (
    <Modal open title={t('cities.modal.title', { city: city.name })} onClose={onClose}>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        {t('cities.modal.intro', {
          city: city.name,
          users: t('cities.modal.activeUsers', {
            count: city.activeUsers,
            n: formatCount(city.activeUsers),
          }),
          points: points(city.totalPoints),
          groups: t('cities.groups', { count: city.totalGroups, n: formatCount(city.totalGroups) }),
        })}
      </p>
      {loading ? (
        <SkeletonRows count={3} label={t('cities.modal.loading', { city: city.name })} />
      ) : error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : !data || data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('cities.modal.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('cities.modal.list', { city: city.name })}>
          {data.map((g) => (
            <li
              key={g.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800"
            >
              <span className="min-w-0 flex-1">
                <Link
                  to={groupPath(g.id)}
                  onClick={onClose}
                  className="block font-semibold break-words text-amber-700 underline dark:text-amber-400"
                >
                  {g.name}
                </Link>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  {t('cities.modal.members', { count: g.totalUsers, n: formatCount(g.totalUsers) })}
                </span>
              </span>
              <span className="shrink-0 text-right text-sm font-bold whitespace-nowrap text-amber-700 dark:text-amber-400">
                {points(g.totalPoints)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
