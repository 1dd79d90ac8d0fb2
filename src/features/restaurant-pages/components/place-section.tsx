import { useTranslation } from 'react-i18next';
import { LazyPlaceMap } from '@/components/ui/map/lazy-place-map';
import { mapsAppUrl, type RestaurantPlace } from '@/domain/restaurant-place';
import { OpenNowLine, WeekHours } from './open-now';
import { ShareButton } from './share-button';

const LINK =
  'self-start text-sm font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400';

/**
 * Open now, the week's hours, Share, and the map with its text alternative (issue 42, decision 0050):
 * the address and a link to open the pin in the device's maps app. The map is a lazy chunk; without a
 * pin there is none.
 */
export function PlaceSection({
  name,
  address,
  place,
}: {
  name: string;
  address: string;
  place: RestaurantPlace;
}) {
  const { t } = useTranslation('places');
  const pin = place.location;
  return (
    <section
      aria-label={t('map.title')}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <OpenNowLine hours={place.hours} className="text-sm font-semibold" />
        <ShareButton name={name} />
      </div>
      {place.hours && <WeekHours hours={place.hours} />}
      {pin && (
        <>
          <LazyPlaceMap
            pin={pin}
            label={t('map.label', { name })}
            loading={t('map.loading')}
            tilesFailed={t('map.tilesFailed')}
          />
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{address}</p>
          <a href={mapsAppUrl(pin, name)} className={LINK}>
            {t('map.openInMaps')}
          </a>
        </>
      )}
    </section>
  );
}
