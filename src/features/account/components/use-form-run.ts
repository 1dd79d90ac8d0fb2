import { useState } from 'react';
import { errorText } from '@/i18n/error-text';

export type FormOutcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * One form's request: a check first (a message stops it), then the request; the outcome to show.
 * The page stays mounted while it runs (Settings), so no cancelled-state guard is needed beyond React's.
 */
export function useFormRun() {
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });
  const run = async (problem: string | null, request: () => Promise<string>) => {
    if (problem) return setOutcome({ kind: 'failed', message: problem });
    setOutcome({ kind: 'busy' });
    try {
      setOutcome({ kind: 'done', message: await request() });
    } catch (err) {
      setOutcome({ kind: 'failed', message: errorText(err) });
    }
  };
  return { outcome, run, busy: outcome.kind === 'busy' };
}
