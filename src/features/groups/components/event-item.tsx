import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { formatCount, formatDate, formatTime } from '@/i18n/format';
import { errorText } from '@/i18n/error-text';
import { groupPath, restaurantPagePath } from '@/domain/paths';
import { useToastStore } from '@/stores/toast-store';
import { setGoing } from '../api/event-attendance';
import { cancelEvent } from '../api/save-event';
import { isPast, placesLeft, type GroupEvent } from '../model/group-event';
import { buildIcs, icsFileName } from '../model/ics';

/** Downloads the event as an .ics file. */
function downloadIcs(e: GroupEvent) {
  if (!e.startsAt) return;
  const text = buildIcs({
    uid: `${e.groupId}-${e.id}@goldfork`,
    title: e.title,
    start: e.startsAt,
    location: [e.place, e.address].filter(Boolean).join(', '),
    description: e.description,
    cancelled: e.cancelled,
    url: `${window.location.origin}${groupPath(e.groupId)}`,
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = icsFileName(e.title);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface EventItemProps {
  event: GroupEvent;
  uid: string | null;
  isCreator: boolean;
  /** Whether I am going (undefined while not known, or for an event no longer open). */
  going: boolean | undefined;
  onEdit: (e: GroupEvent) => void;
}

/** One event: when and where, how many are going and the places left, and what the reader may do. */
export function EventItem({ event: e, uid, isCreator, going: mine, onEdit }: EventItemProps) {
  const { t } = useTranslation('groups');
  const toast = useToastStore((s) => s.show);
  const past = isPast(e);
  const open = !past && !e.cancelled;
  const going = mine === true;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const left = placesLeft(e);
  const titleId = `event-${e.id}-title`;

  async function toggle() {
    if (!uid) return;
    setBusy(true);
    setError(null);
    try {
      await setGoing(e.groupId, e.id, uid, !going);
    } catch (err) {
      setError(errorText(err, 'groups:events.errors.goingFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!uid) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await cancelEvent(e.groupId, e.id, uid);
      toast(
        saved.notifyFailed ? t('events.notifyFailed') : t('events.cancelledToast'),
        saved.notifyFailed ? 'error' : 'success',
      );
      setConfirming(false);
    } catch (err) {
      setConfirming(false);
      setError(errorText(err, 'groups:events.errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      aria-labelledby={titleId}
      data-testid="group-event"
      className="flex flex-col gap-1 rounded-2xl border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-zinc-900 dark:text-zinc-50">
          {e.title}
        </h3>
        {e.cancelled && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('events.cancelled')}
          </span>
        )}
        {past && !e.cancelled && (
          <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
            {t('events.over')}
          </span>
        )}
      </div>
      <p className="text-zinc-700 dark:text-zinc-300">
        <time dateTime={e.startsAt?.toISOString()}>
          {formatDate(e.startsAt)} · {formatTime(e.startsAt)}
        </time>
      </p>
      <p className="break-words text-zinc-700 dark:text-zinc-300">
        {e.restaurantKey ? (
          <Link
            to={restaurantPagePath(e.restaurantKey)}
            aria-label={t('events.seeRestaurant', { place: e.place })}
            className="font-medium text-amber-700 underline dark:text-amber-400"
          >
            {e.place}
          </Link>
        ) : (
          e.place
        )}{' '}
        · {e.address}
      </p>
      {e.description && (
        <p className="break-words whitespace-pre-line text-zinc-700 dark:text-zinc-300">{e.description}</p>
      )}
      <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="event-count">
        {e.maxAttendees === null
          ? t('events.goingCount', { n: formatCount(e.goingCount) })
          : t('events.attendees', { n: formatCount(e.goingCount), max: formatCount(e.maxAttendees) })}
        {left !== null && !e.cancelled && !past && (
          <>
            {' · '}
            {left === 0 ? t('events.full') : t('events.placesLeft', { count: left, n: formatCount(left) })}
          </>
        )}
      </p>
      {open && going && (
        <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
          {t('events.youAreGoing')}
        </p>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="mt-1 flex flex-wrap gap-2">
        {open && uid && mine !== undefined && (
          <Button variant={going ? 'secondary' : 'primary'} busy={busy} onClick={toggle}>
            {going ? t('events.notGoing') : t('events.going')}
          </Button>
        )}
        {e.startsAt && (
          <Button variant="ghost" onClick={() => downloadIcs(e)}>
            {t('events.addToCalendar')}
          </Button>
        )}
        {isCreator && open && (
          <>
            <Button variant="ghost" onClick={() => onEdit(e)} disabled={busy}>
              {t('events.edit')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
              {t('events.cancelEvent')}
            </Button>
          </>
        )}
      </div>
      {confirming && (
        <Modal open title={t('events.confirmCancelTitle')} onClose={() => !busy && setConfirming(false)}>
          <p className="text-sm">{t('events.confirmCancel')}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('events.keepEvent')}
            </Button>
            <Button variant="danger" busy={busy} onClick={cancel}>
              {t('events.cancelEvent')}
            </Button>
          </div>
        </Modal>
      )}
    </li>
  );
}
