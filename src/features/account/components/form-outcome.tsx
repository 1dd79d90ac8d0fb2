import { ErrorMessage } from '@/components/ui/error-message';
import type { FormOutcome } from './use-form-run';

/** A form's answer: a success in a status region (present before it, so it is announced), or the error. */
export function FormOutcomeMessage({ outcome }: { outcome: FormOutcome }) {
  return (
    <>
      <div role="status">
        {outcome.kind === 'done' && (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            {outcome.message}
          </p>
        )}
      </div>
      {outcome.kind === 'failed' && <ErrorMessage look="box">{outcome.message}</ErrorMessage>}
    </>
  );
}

export const CARD =
  'mx-4 flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';
