import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { lazyComponent } from '@/components/ui/lazy-component';
import { offerPhase, type Audience, type Offer, type OfferPhase } from '@/domain/offer';
import { formatCount, formatDate } from '@/i18n/format';
import { sendingUnfinished } from '../model/perks';

// The confirmation dialog loads as the owner reaches for End now, not with the Marketing tab
// (docs/decisions/0061); the service worker precaches it.
const Modal = lazyComponent(() => import('@/components/ui/modal').then((m) => m.Modal));

interface SendProgress {
  sent: number;
  total: number;
}

export interface OwnerOfferCardProps {
  offer: Offer;
  now: Date;
  /** The sending running now in this tab, if any. */
  progress: SendProgress | null;
  /** A failure of this offer's last sending or ending, in words. */
  error: string | null;
  ending: boolean;
  /** No other sending runs in this tab (one at a time). */
  canResume: boolean;
  onEnd: () => void;
  onResume: () => void;
}

const PHASE_STYLE: Record<OfferPhase, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  planned: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  ended: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

function useAudienceText() {
  const { t } = useTranslation('offers');
  const kindText = (a: Audience) =>
    a.kind === 'top'
      ? t('owner.audience.top', { n: formatCount(a.n) })
      : a.kind === 'recent'
        ? t('owner.audience.recent', { days: a.days })
        : t('owner.audience.visits', { count: a.n, n: formatCount(a.n) });
  // Decision 0046: an offer to verified diners only says so.
  return (a: Audience) =>
    a.verified ? t('owner.audience.verifiedOnly', { audience: kindText(a) }) : kindText(a);
}

/**
 * One of the owner's offers: phase (Active, Planned, Completed), validity, audience, live counts; the
 * sending's progress ("Sending… 40 of 120") or "Resume sending" when it stopped; "End now" (confirmed)
 * while it is active or planned.
 */
export function OwnerOfferCard({
  offer,
  now,
  progress,
  error,
  ending,
  canResume: free,
  onEnd,
  onResume,
}: OwnerOfferCardProps) {
  const { t } = useTranslation('offers');
  const audienceText = useAudienceText();
  const [confirming, setConfirming] = useState(false);
  const phase = offerPhase(offer, now);
  const counts = [
    {
      label: t('owner.sent'),
      value: t('owner.ofTotal', { n: formatCount(offer.sentCount), total: formatCount(offer.audienceSize) }),
    },
    { label: t('owner.opened'), value: formatCount(offer.openedCount) },
    {
      label: t('owner.redeemed'),
      value:
        offer.cap === null
          ? formatCount(offer.redeemedCount)
          : t('owner.ofTotal', { n: formatCount(offer.redeemedCount), total: formatCount(offer.cap) }),
    },
  ];
  const canResume = !progress && sendingUnfinished(offer, now);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-3 dark:border-zinc-700">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-zinc-900 dark:text-zinc-50">{offer.title}</h3>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${PHASE_STYLE[phase]}`}>
          {t(`owner.phase.${phase}`)}
        </span>
      </div>
      <p className="text-sm break-words text-zinc-600 dark:text-zinc-300">{offer.description}</p>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('owner.validity', { from: formatDate(offer.validFrom), until: formatDate(offer.validUntil) })}
        {' · '}
        {audienceText(offer.audience)}
      </p>
      <dl className="grid grid-cols-3 gap-2">
        {counts.map((c) => (
          <div key={c.label} className="rounded-lg bg-zinc-50 px-2 py-1 text-center dark:bg-zinc-800">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{c.label}</dt>
            <dd className="font-bold text-zinc-900 tabular-nums dark:text-zinc-50">{c.value}</dd>
          </div>
        ))}
      </dl>
      {progress && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('owner.sendingLabel', { title: offer.title })}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.sent}
            className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <div
              className="h-full bg-amber-500 transition-[width]"
              style={{ width: `${progress.total ? Math.round((progress.sent / progress.total) * 100) : 0}%` }}
            />
          </div>
          <p className="text-xs text-zinc-700 dark:text-zinc-300">
            {t('owner.sending', { sent: formatCount(progress.sent), total: formatCount(progress.total) })}
          </p>
        </div>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        {canResume && (
          <Button variant="secondary" onClick={onResume} disabled={!free || ending}>
            {t('owner.resume')}
          </Button>
        )}
        {phase !== 'ended' && (
          <Button
            variant="secondary"
            busy={ending}
            disabled={!!progress}
            aria-label={t('owner.endLabel', { title: offer.title })}
            onPointerEnter={Modal.prefetch}
            onFocus={Modal.prefetch}
            onClick={() => setConfirming(true)}
          >
            {t(ending ? 'owner.ending' : 'owner.endNow')}
          </Button>
        )}
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <Modal open title={t('owner.endTitle')} onClose={() => setConfirming(false)}>
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('owner.endText', { title: offer.title })}
            </p>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('owner.cancel')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  onEnd();
                }}
              >
                {t('owner.endConfirm')}
              </Button>
            </div>
          </Modal>
        </Suspense>
      )}
    </li>
  );
}
