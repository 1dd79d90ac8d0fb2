import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openStatus, parseDay, WEEKDAYS, type OpenStatus } from '@/domain/opening-hours';
import type { RestaurantPlace } from '@/domain/restaurant-place';

/** The current time, moved on every minute (open now changes with it). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** "Open now · closes 23:00" / "Closed · opens 12:00 tomorrow" in the reader's language. */
function useOpenStatusText(hours: RestaurantPlace['hours']): { text: string; open: boolean } | null {
  const { t } = useTranslation('places');
  const now = useMinuteClock();
  if (!hours) return null;
  const status: OpenStatus | null = openStatus(hours.weekly, hours.timeZone, now);
  if (!status) return null;
  if (status.open) return { open: true, text: t('status.openCloses', { time: status.at }) };
  const text =
    status.inDays === 0
      ? t('status.closedOpensToday', { time: status.at })
      : status.inDays === 1
        ? t('status.closedOpensTomorrow', { time: status.at })
        : t('status.closedOpensDay', { time: status.at, day: t(`weekdays.${status.day}`) });
  return { open: false, text };
}

/** The open-now line of a page or a search result; nothing without structured hours. */
export function OpenNowLine({
  hours,
  className = '',
}: {
  hours: RestaurantPlace['hours'];
  className?: string;
}) {
  const status = useOpenStatusText(hours);
  if (!status) return null;
  return (
    <span
      className={`${status.open ? 'text-emerald-800 dark:text-emerald-300' : 'text-zinc-700 dark:text-zinc-300'} ${className}`}
    >
      {status.text}
    </span>
  );
}

/** The week's hours, a row a day, in the restaurant's time zone. */
export function WeekHours({ hours }: { hours: NonNullable<RestaurantPlace['hours']> }) {
  const { t } = useTranslation('places');
  return (
    <details className="text-sm text-zinc-700 dark:text-zinc-300">
      <summary className="cursor-pointer font-medium">{t('week.title')}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {WEEKDAYS.map((d) => {
          const ranges = parseDay(hours.weekly[d]);
          return (
            <div key={d} className="contents">
              <dt className="capitalize">{t(`weekdays.${d}`)}</dt>
              <dd>
                {ranges.length ? ranges.map((r) => `${r.open}–${r.close}`).join(', ') : t('week.closed')}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{hours.timeZone}</p>
    </details>
  );
}
