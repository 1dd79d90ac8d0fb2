import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/i18n/format';
import { useNow } from '../hooks/use-now';

export interface RedeemCardProps {
  restaurantName: string;
  title: string;
  username: string;
  redeemedAt: Date;
  onClose: () => void;
}

/** hh:mm:ss, the same in both languages (as formatTime). */
const clockText = (d: Date) =>
  d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The perk in use, shown to the staff: a full-screen modal dialog, large enough for a waiter to read at
 * arm's length, with a clock ticking each second so a screenshot cannot pass for it. Its one control is
 * Close: focus stays on it (Tab cannot leave), Escape closes it too.
 */
export function RedeemCard({ restaurantName, title, username, redeemedAt, onClose }: RedeemCardProps) {
  const { t } = useTranslation('offers');
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const now = useNow(1000);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKey = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // The only control: focus stays on it.
      e.preventDefault();
      closeRef.current?.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKey}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-amber-400 p-0 text-zinc-950 backdrop:bg-black dark:bg-amber-500"
    >
      <div className="flex min-h-full flex-col items-center justify-between gap-6 p-6 text-center">
        <p className="self-stretch rounded-full bg-zinc-950 px-4 py-2 text-lg font-bold tracking-wide text-amber-300 uppercase">
          {t('card.inUse')}
        </p>
        <div className="flex flex-col items-center gap-4">
          <h2 id={titleId} className="text-3xl font-black break-words sm:text-5xl">
            {restaurantName}
          </h2>
          <p className="text-4xl leading-tight font-black break-words sm:text-6xl">{title}</p>
          <p className="text-2xl font-bold break-all sm:text-4xl">{t('card.for', { username })}</p>
        </div>
        <div className="flex flex-col items-center gap-1">
          <p
            role="timer"
            aria-label={t('card.clock')}
            className="font-mono text-6xl font-black tabular-nums sm:text-8xl"
          >
            {clockText(now)}
          </p>
          <p className="text-xl font-semibold">{formatDate(now)}</p>
          <p className="text-lg">{t('card.usedAt', { time: formatTime(redeemedAt) })}</p>
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="min-h-12 w-full max-w-sm rounded-xl bg-zinc-950 px-6 py-3 text-lg font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-zinc-950"
        >
          {t('card.close')}
        </button>
      </div>
    </dialog>
  );
}
