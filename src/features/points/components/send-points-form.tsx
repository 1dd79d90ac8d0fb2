import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ErrorMessage } from '@/components/ui/error-message';
import { formatPoints } from '@/i18n/format';
import { PATHS } from '@/domain/paths';
import { amountHint, canSubmit, type Recipient } from '../model';
import { RecipientList } from './recipient-list';

export interface SendPointsFormProps {
  /** undefined while the list loads or when it failed. */
  recipients: Recipient[] | undefined;
  recipientsLoading: boolean;
  recipientsError: string | null;
  onRetryRecipients: () => void;
  /** Why the user named in the path is not preselected. */
  notice: string | null;
  selectedId: string | null;
  onSelect: (uid: string) => void;
  amount: string;
  onAmountChange: (text: string) => void;
  /** The signed-in user's live silverPoints. */
  balance: number;
  sending: boolean;
  error: string | null;
  onSubmit: () => void;
}

export function SendPointsForm(props: SendPointsFormProps) {
  const { t } = useTranslation('points');
  const { recipients, selectedId, amount, balance, sending, error } = props;
  const ids = { balance: useId(), legend: useId(), error: useId() };
  const hint = amountHint(amount, balance);
  const enabled = canSubmit({ recipientId: selectedId, amountText: amount, balance, sending });
  const noFollows = recipients !== undefined && !recipients.some((r) => r.followed);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) props.onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 px-4 pb-6">
      <div className="rounded-2xl bg-gradient-to-br from-zinc-200 to-zinc-300 p-4 text-zinc-900 dark:from-zinc-800 dark:to-zinc-900 dark:text-zinc-100">
        <label htmlFor={ids.balance} className="block text-sm font-medium text-zinc-600 dark:text-zinc-400">
          {t('balance.label')}
        </label>
        <output id={ids.balance} className="mt-1 block text-3xl font-bold tabular-nums">
          {formatPoints(balance)}
          <span className="ml-2 text-sm font-medium text-zinc-500 dark:text-zinc-400">
            {t('balance.unit', { count: balance })}
          </span>
        </output>
      </div>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={props.notice ? `${ids.legend}-notice` : undefined}
      >
        <legend id={ids.legend} className="mb-2 text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          {t('recipient.legend')}
        </legend>
        {props.notice && (
          <p
            id={`${ids.legend}-notice`}
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950 dark:text-amber-200"
          >
            {props.notice}
          </p>
        )}
        {props.recipientsLoading ? (
          <SkeletonRows count={3} label={t('recipient.loading')} />
        ) : props.recipientsError ? (
          <ErrorState message={props.recipientsError} onRetry={props.onRetryRecipients} />
        ) : (
          <>
            {noFollows && (
              <div className="rounded-2xl border border-dashed border-zinc-300 p-4 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                <p className="font-medium text-zinc-800 dark:text-zinc-200">{t('messages.noFollowing')}</p>
                <Link
                  to={PATHS.home}
                  className="mt-1 inline-block font-semibold text-amber-600 underline-offset-2 hover:underline dark:text-amber-400"
                >
                  {t('recipient.findPeople')}
                </Link>
              </div>
            )}
            <RecipientList
              recipients={recipients ?? []}
              selectedId={selectedId}
              onSelect={props.onSelect}
              disabled={sending}
            />
          </>
        )}
      </fieldset>

      <Field label={t('amount.label')} error={hint}>
        <Input
          size="lg"
          type="number"
          inputMode="numeric"
          min={0}
          max={balance}
          step={1}
          placeholder="0"
          value={amount}
          onChange={(e) => props.onAmountChange(e.target.value)}
          disabled={sending}
          aria-describedby={ids.balance}
        />
      </Field>

      {error && (
        <ErrorMessage look="box" id={ids.error}>
          {error}
        </ErrorMessage>
      )}

      <Button type="submit" block busy={sending} disabled={!enabled}>
        {sending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
