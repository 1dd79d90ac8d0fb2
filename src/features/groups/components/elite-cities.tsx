import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { formatCount, formatPoints } from '@/domain/format';
import { ELITE_CITIES, cityGroups, type EliteCity } from '../model/samples';

/** Elite Cities (spec section 3): the hard-coded sample cities, each opening a modal of three derived groups. */
export function EliteCitiesSection() {
  const [open, setOpen] = useState<EliteCity | null>(null);
  return (
    <section aria-labelledby="elite-cities-title">
      <h2 id="elite-cities-title" className="mb-3 text-lg font-bold text-zinc-900 dark:text-zinc-50">
        Elite Cities
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
                  {formatCount(city.activeUsers)} users · {city.topCuisine}
                </span>
              </span>
              <span className="text-right text-sm font-bold text-amber-700 dark:text-amber-400">
                {formatPoints(city.totalPoints)}
                <span className="block text-[10px] font-medium tracking-wide uppercase">points</span>
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
  return (
    <Modal open title={`${city.name} Elite Groups`} onClose={onClose}>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        Sample groups of {city.name}: {formatCount(city.activeUsers)} active users,{' '}
        {formatPoints(city.totalPoints)} points, top cuisine {city.topCuisine}.
      </p>
      <ul className="flex flex-col gap-2" aria-label={`Sample groups of ${city.name}`}>
        {cityGroups(city).map((g) => (
          <li
            key={g.name}
            className="flex items-center justify-between gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words">{g.name}</span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {formatCount(g.members)} members
              </span>
            </span>
            <span className="shrink-0 text-right text-sm font-bold whitespace-nowrap text-amber-700 dark:text-amber-400">
              {formatPoints(g.totalPoints)} points
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
