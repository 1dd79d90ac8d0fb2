import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { perkState, type OfferRecipient } from '@/domain/offer';
import { restaurantPagePath } from '@/domain/paths';
import { errorText } from '@/i18n/error-text';
import { formatDate, formatTime } from '@/i18n/format';
import { PerkStateBadge } from './perk-state-badge';
import { RedeemCard } from './redeem-card';

export interface PerkViewProps {
  perk: OfferRecipient;
  username: string;
  now: Date;
  /** Uses the perk (the rules allow it once); throws an AppError whose text is shown when refused. */
  redeem: () => Promise<void>;
}

/**
 * One perk: the offer, its restaurant and validity, and for a valid one "Use now": a confirmation
 * ("Show this to the staff"), then the redemption, then the full-screen card. A refused redemption (used in
 * another tab, ended, expired, cap reached) says why, and shows no card.
 */
export function PerkView({ perk, username, now, redeem }: PerkViewProps) {
  const { t } = useTranslation('perks');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [usedAt, setUsedAt] = useState<Date | null>(null);
  const state = perkState(perk, now);

  const use = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      await redeem();
      setUsedAt(new Date());
    } catch (err) {
      setError(errorText(err, 'offers:errors.redeemFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="flex flex-col gap-4 px-4">
      {perk.photoURL && (
        <img src={perk.photoURL} alt="" className="aspect-video w-full rounded-2xl object-cover" />
      )}
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-bold break-words text-zinc-900 dark:text-zinc-50">{perk.title}</h2>
        <PerkStateBadge state={state} />
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        <Trans
          t={t}
          i18nKey="perk.from"
          values={{ name: perk.restaurantName }}
          components={{
            restaurant: (
              <Link
                to={restaurantPagePath(perk.restaurantKey)}
                className="font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
              />
            ),
          }}
        />
      </p>
      <p className="break-words whitespace-pre-line text-zinc-800 dark:text-zinc-100">{perk.description}</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t('perks.validity', { from: formatDate(perk.validFrom), until: formatDate(perk.validUntil) })}
      </p>
      {perk.redeemedAt && (
        <p className="text-sm font-semibold text-zinc-800 dark:text-zinc-100">
          {t('perks.usedAt', { time: formatTime(perk.redeemedAt), date: formatDate(perk.redeemedAt) })}
        </p>
      )}
      {state === 'planned' && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('perk.plannedHint', { date: formatDate(perk.validFrom) })}
        </p>
      )}
      {error && <ErrorMessage look="box">{error}</ErrorMessage>}
      {state === 'valid' && !usedAt && (
        <Button block busy={busy} onClick={() => setConfirming(true)}>
          {t(busy ? 'perk.using' : 'perk.useNow')}
        </Button>
      )}
      <Modal open={confirming} title={t('perk.confirmTitle')} onClose={() => setConfirming(false)}>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('perk.confirmText')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('perk.cancel')}
          </Button>
          <Button onClick={() => void use()}>{t('perk.confirm')}</Button>
        </div>
      </Modal>
      {usedAt && (
        <RedeemCard
          restaurantName={perk.restaurantName}
          title={perk.title}
          username={username}
          redeemedAt={perk.redeemedAt ?? usedAt}
          onClose={() => setUsedAt(null)}
        />
      )}
    </article>
  );
}
