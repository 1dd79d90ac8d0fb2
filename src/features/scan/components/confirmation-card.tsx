import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDay, formatEuro } from '@/lib/format';
import { goldPointsFor, type ExtractedBill } from '../model/bill';
import { SCAN_TEXTS } from '../model/messages';

interface ConfirmationCardProps {
  bill: ExtractedBill;
  /** A restaurant owner without a profile: Confirm creates the profile, no points. */
  ownerSetup?: boolean;
  checking?: boolean;
  refusal?: string | null;
  saving?: boolean;
  saveError?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The extracted bill awaiting confirmation (spec section 2), with Cancel and Confirm. */
export function ConfirmationCard({
  bill,
  ownerSetup = false,
  checking = false,
  refusal = null,
  saving = false,
  saveError = null,
  onCancel,
  onConfirm,
}: ConfirmationCardProps) {
  const points = goldPointsFor(bill.totalAmount);
  return (
    <article
      aria-labelledby="receipt-card-title"
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="receipt-card-title" className="text-lg font-semibold">
        Receipt details
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-zinc-500 dark:text-zinc-400">Restaurant</dt>
        <dd className="min-w-0 font-medium break-words">{bill.restaurantName}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">Address</dt>
        <dd className="min-w-0 break-words">{bill.address}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">Total</dt>
        <dd className="font-semibold">{formatEuro(bill.totalAmount)}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">Date</dt>
        <dd>
          <time dateTime={bill.date}>{formatDay(bill.date)}</time>
        </dd>
      </dl>

      {bill.items.length > 0 && (
        <section aria-label="Items" className="mt-4 border-t border-zinc-200 pt-3 dark:border-zinc-800">
          <h3 className="text-sm font-semibold">Items</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {bill.items.map((item, i) => (
              <li key={i} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{item.name}</span>
                <span className="shrink-0 tabular-nums">{formatEuro(item.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!refusal && (
        <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-300">
          {ownerSetup
            ? 'Confirming creates your restaurant profile from this bill. Bills used for the set-up earn no points.'
            : `You will earn ${points} Gold Points and ${points} Silver Points.`}
        </p>
      )}

      {checking && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
          <Spinner size="sm" label="" />
          Checking receipt...
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
          {SCAN_TEXTS.cancel}
        </Button>
        <Button onClick={onConfirm} busy={saving} disabled={checking || !!refusal}>
          {SCAN_TEXTS.confirm}
        </Button>
      </div>
    </article>
  );
}
