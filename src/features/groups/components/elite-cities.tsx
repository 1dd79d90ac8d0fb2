import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { formatCount, formatPoints } from '@/i18n/format';
import { ELITE_CITIES, cityGroups, type EliteCity } from '../model/samples';

/** Elite Cities (spec section 3): the hard-coded sample cities, each opening a modal of three derived groups. */
export function EliteCitiesSection() {
  const { t } = useTranslation('elite');
  const [open, setOpen] = useState<EliteCity | null>(null);
  return (
    <section aria-labelledby="elite-cities-title">
      <h2 id="elite-cities-title" className="mb-3 text-lg font-bold text-zinc-900 dark:text-zinc-50">
        {t('cities.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {ELITE_CITIES.map((city) => (
          <li key={city.name}>
            <button
              type="button"
              onClick={() => setOpen(city)}
              aria-haspopup="dialog"
              className="flex w-full items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-3 text-left hover:border-amber-400 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
              >
                <Icon name={city.icon} size={28} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-zinc-900 dark:text-zinc-50">
                  #{city.rank} {city.name}
                </span>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  {t('cities.summary', {
                    count: city.activeUsers,
                    n: formatCount(city.activeUsers),
                    cuisine: t(`cities.cuisines.${city.cuisine}`),
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
          </li>
        ))}
      </ul>
      {open && <CityModal city={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function CityModal({ city, onClose }: { city: EliteCity; onClose: () => void }) {
  const { t } = useTranslation('elite');
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
          cuisine: t(`cities.cuisines.${city.cuisine}`),
        })}
      </p>
      <ul className="flex flex-col gap-2" aria-label={t('cities.modal.list', { city: city.name })}>
        {cityGroups(city).map((g) => (
          <li
            key={g.name}
            className="flex items-center justify-between gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words">{g.name}</span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {t('cities.modal.members', { count: g.members, n: formatCount(g.members) })}
              </span>
            </span>
            <span className="shrink-0 text-right text-sm font-bold whitespace-nowrap text-amber-700 dark:text-amber-400">
              {points(g.totalPoints)}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
