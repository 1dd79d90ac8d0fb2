import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDay, formatEuro, formatPoints } from '@/i18n/format';
import { goldPointsFor } from '../model/bill';
import { checkDraft, type BillDraft } from '../model/bill-draft';
import { billTotal } from '../model/reply';
import type { TotalCheck } from '../scan-state';
import { BillFieldsForm } from './bill-fields-form';
import { BillItems } from './bill-items';
import { TotalCheckNote } from './total-check-note';

interface ConfirmationCardProps {
  draft: BillDraft;
  /** Fields open for editing from the start (an on-device reading); otherwise behind 'Edit details'. */
  editable?: boolean;
  onEdit?: (draft: BillDraft) => void;
  /** A model's answer: is its total on the receipt text (decision 0009)? */
  totalCheck?: TotalCheck;
  receiptText?: string | null;
  /** A restaurant owner without a profile: Confirm creates the profile, no points. */
  ownerSetup?: boolean;
  checking?: boolean;
  refusal?: string | null;
  saving?: boolean;
  saveError?: string | null;
  /** The bill's restaurant page (/restaurants/{key}), linked from the card when given. */
  restaurantPage?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The bill awaiting confirmation (spec section 2), with Cancel and Confirm. Every field can be edited
 * before Confirm (decision 0009); the edits are checked with the spec's messages, and the points follow the
 * total as edited.
 */
export function ConfirmationCard({
  draft,
  editable = false,
  onEdit,
  totalCheck = 'off',
  receiptText = null,
  ownerSetup = false,
  checking = false,
  refusal = null,
  saving = false,
  saveError = null,
  restaurantPage,
  onCancel,
  onConfirm,
}: ConfirmationCardProps) {
  const { t } = useTranslation('scan');
  const [editing, setEditing] = useState(editable);
  const { problems } = checkDraft(draft);
  const total = billTotal(draft.totalAmount);
  const points = total === null ? null : goldPointsFor(total);
  return (
    <article
      aria-labelledby="receipt-card-title"
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="receipt-card-title" className="text-lg font-semibold">
          {t('card.title')}
        </h2>
        {!editing && onEdit && (
          <Button variant="ghost" className="-mr-2" disabled={saving} onClick={() => setEditing(true)}>
            {t('card.edit')}
          </Button>
        )}
      </div>
      {editing && onEdit ? (
        <>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-300">{t('card.editHint')}</p>
          <BillFieldsForm draft={draft} problems={problems} disabled={saving} onChange={onEdit} />
        </>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-zinc-500 dark:text-zinc-400">{t('card.restaurant')}</dt>
          <dd className="min-w-0 font-medium break-words">{draft.restaurantName}</dd>
          <dt className="text-zinc-500 dark:text-zinc-400">{t('card.address')}</dt>
          <dd className="min-w-0 break-words">{draft.address}</dd>
          <dt className="text-zinc-500 dark:text-zinc-400">{t('card.total')}</dt>
          <dd className="font-semibold">{total === null ? draft.totalAmount : formatEuro(total)}</dd>
          <dt className="text-zinc-500 dark:text-zinc-400">{t('card.date')}</dt>
          <dd>
            <time dateTime={draft.date}>{formatDay(draft.date)}</time>
          </dd>
        </dl>
      )}

      <BillItems items={draft.items} className="mt-4" />

      {restaurantPage && !saving && (
        <p className="mt-3 text-sm">
          {/* A new tab: leaving this screen would lose the bill that is not confirmed yet. */}
          <Link
            to={restaurantPage}
            target="_blank"
            rel="noopener"
            className="font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
          >
            {t('card.restaurantPage')} <span className="sr-only">{t('card.opensNewTab')}</span>
          </Link>
        </p>
      )}

      <TotalCheckNote totalCheck={totalCheck} total={total} receiptText={receiptText} />

      {!refusal && (ownerSetup || points !== null) && (
        <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-300">
          {ownerSetup
            ? t('card.ownerSetup')
            : t('card.earn', { count: points ?? 0, n: formatPoints(points ?? 0) })}
        </p>
      )}

      {checking && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
          <Spinner size="sm" label="" />
          {t('card.checking')}
        </p>
      )}
      {(refusal ?? saveError) && (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {refusal ?? saveError}
        </p>
      )}

      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('screen.cancel')}
        </Button>
        <Button onClick={onConfirm} busy={saving} disabled={checking || !!refusal || problems !== null}>
          {t('screen.confirm')}
        </Button>
      </div>
    </article>
  );
}
