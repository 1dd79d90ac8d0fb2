import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMap } from 'leaflet';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SkeletonRows } from '@/components/ui/skeleton';
import { LazyPlaceMap } from '@/components/ui/map/lazy-place-map';
import {
  browserTimeZone,
  formatDay,
  isTimeZone,
  MAX_RANGES,
  parseDay,
  validRanges,
  WEEKDAYS,
  type TimeRange,
  type Weekday,
} from '@/domain/opening-hours';
import type { LatLng, RestaurantPlace } from '@/domain/restaurant-place';
import { errorText } from '@/i18n/error-text';
import { useAsync } from '@/hooks/use-async';
import { useToastStore } from '@/stores/toast-store';
import { fetchRestaurantPlace, saveRestaurantPlace } from '../api/restaurant-place';

type Week = Record<Weekday, TimeRange[]>;

interface Restaurant {
  restaurantKey: string;
  name: string;
  address: string;
}

/**
 * The owner's hours and pin (issue 42, decision 0050), on their restaurant profile once it is claimed:
 * per weekday up to three ranges or closed, the IANA time zone (the browser's by default), and a pin
 * placed by tapping the map or pinning its centre (keyboard). Saved to the restaurant's page.
 */
export function PlaceEditor({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('places');
  const stored = useAsync(
    restaurant.restaurantKey,
    () => fetchRestaurantPlace(restaurant.restaurantKey),
    t('editor.loadFailed'),
  );
  return (
    <section
      aria-labelledby="place-editor-title"
      className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="place-editor-title" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {t('editor.title')}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('editor.intro')}</p>
      {stored.loading ? (
        <SkeletonRows count={2} label={t('editor.loading')} />
      ) : stored.error || !stored.data ? (
        <ErrorState message={stored.error ?? t('editor.loadFailed')} onRetry={stored.retry} />
      ) : (
        <PlaceForm key={restaurant.restaurantKey} restaurant={restaurant} initial={stored.data} />
      )}
    </section>
  );
}

function weekOf(place: RestaurantPlace): Week {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [d, place.hours ? parseDay(place.hours.weekly[d]) : []]),
  ) as Week;
}

function PlaceForm({ restaurant, initial }: { restaurant: Restaurant; initial: RestaurantPlace }) {
  const { t } = useTranslation('places');
  const show = useToastStore((s) => s.show);
  const [week, setWeek] = useState<Week>(() => weekOf(initial));
  const [zone, setZone] = useState(initial.hours?.timeZone ?? browserTimeZone());
  const [pin, setPin] = useState<LatLng | null>(initial.location);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const map = useRef<LeafletMap | null>(null);
  const onReady = useCallback((m: LeafletMap) => {
    map.current = m;
  }, []);

  const hasHours = WEEKDAYS.some((d) => week[d].length > 0);
  const zoneError = hasHours && !isTimeZone(zone.trim()) ? t('editor.timeZoneInvalid') : null;
  const rangesError = WEEKDAYS.every((d) => validRanges(week[d])) ? null : t('editor.rangeInvalid');

  const setDay = (d: Weekday, ranges: TimeRange[]) => setWeek((w) => ({ ...w, [d]: ranges }));

  const save = async () => {
    setChecked(true);
    if (zoneError || rangesError) return;
    setBusy(true);
    setError(null);
    try {
      await saveRestaurantPlace(restaurant, {
        location: pin,
        hours: hasHours
          ? {
              weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, formatDay(week[d])])) as Record<
                Weekday,
                string
              >,
              timeZone: zone.trim(),
            }
          : null,
      });
      show(t('editor.saved'), 'success');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-zinc-900 dark:text-zinc-50">
          {t('editor.hours')}
        </legend>
        {WEEKDAYS.map((d) => (
          <DayRow key={d} day={d} ranges={week[d]} onChange={(r) => setDay(d, r)} />
        ))}
        {checked && rangesError && <ErrorMessage>{rangesError}</ErrorMessage>}
      </fieldset>
      <Field label={t('editor.timeZone')} hint={t('editor.timeZoneHint')} error={checked ? zoneError : null}>
        <Input value={zone} onChange={(e) => setZone(e.target.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-base font-semibold text-zinc-900 dark:text-zinc-50">
          {t('editor.location')}
        </legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('editor.locationHint')}</p>
        <LazyPlaceMap
          pin={pin}
          label={t('editor.location')}
          loading={t('map.loading')}
          tilesFailed={t('map.tilesFailed')}
          onPick={setPin}
          onReady={onReady}
        />
        <p className="text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
          {pin ? t('editor.pinAt', { lat: pin.lat.toFixed(5), lon: pin.lng.toFixed(5) }) : t('editor.noPin')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              const c = map.current?.getCenter();
              if (c) setPin({ lat: c.lat, lng: c.lng });
            }}
          >
            {t('editor.pinCentre')}
          </Button>
          {pin && (
            <Button type="button" variant="ghost" onClick={() => setPin(null)}>
              {t('editor.removePin')}
            </Button>
          )}
        </div>
      </fieldset>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button type="submit" busy={busy} disabled={busy}>
        {t('editor.save')}
      </Button>
    </form>
  );
}

function DayRow({
  day,
  ranges,
  onChange,
}: {
  day: Weekday;
  ranges: TimeRange[];
  onChange: (r: TimeRange[]) => void;
}) {
  const { t } = useTranslation('places');
  const dayName = t(`weekdays.${day}`);
  const closed = ranges.length === 0;
  return (
    <div
      role="group"
      aria-label={dayName}
      className="flex flex-col gap-2 border-b border-zinc-100 pb-3 dark:border-zinc-800"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium capitalize text-zinc-800 dark:text-zinc-100">{dayName}</span>
        <label className="flex min-h-11 items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <input
            type="checkbox"
            className="h-5 w-5 accent-amber-600"
            checked={closed}
            onChange={(e) => onChange(e.target.checked ? [] : [{ open: '12:00', close: '15:00' }])}
          />
          {t('editor.closed')}
        </label>
      </div>
      {ranges.map((r, i) => {
        const n = i + 1;
        const update = (patch: Partial<TimeRange>) =>
          onChange(ranges.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        return (
          <div
            key={i}
            role="group"
            aria-label={t('editor.rangeLabel', { day: dayName, n })}
            className="flex flex-wrap items-end gap-2"
          >
            <Field label={t('editor.opens')} className="flex-1">
              <Input type="time" value={r.open} onChange={(e) => update({ open: e.target.value })} />
            </Field>
            <Field label={t('editor.closes')} className="flex-1">
              <Input type="time" value={r.close} onChange={(e) => update({ close: e.target.value })} />
            </Field>
            <Button
              type="button"
              variant="ghost"
              aria-label={t('editor.removeRange', { day: dayName, n })}
              onClick={() => onChange(ranges.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          </div>
        );
      })}
      {!closed && ranges.length < MAX_RANGES && (
        <Button
          type="button"
          variant="ghost"
          className="self-start"
          onClick={() => onChange([...ranges, { open: '19:00', close: '23:00' }])}
        >
          {t('editor.addRange')}
        </Button>
      )}
    </div>
  );
}
