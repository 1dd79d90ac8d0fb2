import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { restaurantPagePath } from '@/domain/paths';
import { NEAR_RADIUS_KM, nearbyRestaurants, type NearbyRestaurant } from '../api/nearby-restaurants';
import { OpenNowLine } from './open-now';

type State =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'failed' }
  | { kind: 'done'; items: NearbyRestaurant[] };

const ROW =
  'flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-zinc-800';

const position = () =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 60_000 }),
  );

/**
 * Search's "Near me" (issue 42): asks for the visitor's location only when they press it, then lists
 * the claimed restaurants within NEAR_RADIUS_KM, nearest first. Denied, unavailable, none near and a
 * failed read each say so; the rest of search works on.
 */
export function NearMe() {
  const { t, i18n } = useTranslation('places');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  const run = async () => {
    setState({ kind: 'locating' });
    let here: GeolocationPosition;
    try {
      if (!('geolocation' in navigator)) throw new Error('no geolocation');
      here = await position();
    } catch (e) {
      const denied = typeof e === 'object' && e !== null && 'code' in e && e.code === 1;
      setState({ kind: denied ? 'denied' : 'unavailable' });
      return;
    }
    try {
      const items = await nearbyRestaurants({ lat: here.coords.latitude, lng: here.coords.longitude });
      setState({ kind: 'done', items });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  const busy = state.kind === 'locating';
  return (
    <section aria-labelledby="near-me-title" className="flex flex-col gap-2 px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="near-me-title" className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
          {t('near.title')}
        </h2>
        <Button variant="secondary" busy={busy} disabled={busy} onClick={() => void run()}>
          {t('near.button')}
        </Button>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('near.intro', { km: NEAR_RADIUS_KM })}</p>
      <div aria-live="polite">
        {state.kind === 'locating' && <Spinner size="sm" label={t('near.locating')} />}
        {state.kind === 'denied' && (
          <p className="text-sm text-zinc-800 dark:text-zinc-100">{t('near.denied')}</p>
        )}
        {state.kind === 'unavailable' && (
          <p className="text-sm text-zinc-800 dark:text-zinc-100">{t('near.unavailable')}</p>
        )}
        {state.kind === 'failed' && <ErrorState message={t('near.failed')} onRetry={() => void run()} />}
        {state.kind === 'done' && state.items.length === 0 && (
          <p className="text-sm text-zinc-800 dark:text-zinc-100">{t('near.none', { km: NEAR_RADIUS_KM })}</p>
        )}
        {state.kind === 'done' && state.items.length > 0 && (
          <ul aria-labelledby="near-me-title" className="-mx-3 flex flex-col">
            {state.items.map(({ page, km: d }) => (
              <li key={page.restaurantKey}>
                <Link to={restaurantPagePath(page.restaurantKey)} className={ROW}>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-semibold text-zinc-900 dark:text-zinc-50">
                      {page.name}
                    </span>
                    <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">{page.address}</span>
                    <OpenNowLine hours={page.place.hours} className="text-sm" />
                  </span>
                  <span className="shrink-0 text-sm text-zinc-700 dark:text-zinc-300">
                    {t('near.distance', { km: km.format(d) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
