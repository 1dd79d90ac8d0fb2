// One deletion run per tab, shared by the dialog on /privacy and the resume screen at sign-in, so the
// record listener seeing the user document go (step 1) never starts a second run.
import { create } from 'zustand';
import { errorCode } from '@/firebase/error-code';
import { reauthenticate } from '../api/reauthenticate';
import { DELETION_MSG, deletionErrorMessage, type DeletionProgress } from './model';

export type DeletionPhase = 'idle' | 'confirming' | 'running' | 'failed' | 'done';

interface DeletionState {
  phase: DeletionPhase;
  /** Who started the run: the dialog, or a sign-in that found a deletion under way. */
  origin: 'dialog' | 'resume' | null;
  progress: DeletionProgress | null;
  /** Before any step (the password): shown by the password field. */
  passwordError: string | null;
  /** A step failed: shown with Try again, which resumes. */
  error: string | null;
}

const initial: DeletionState = {
  phase: 'idle',
  origin: null,
  progress: null,
  passwordError: null,
  error: null,
};

export const useDeletionStore = create<DeletionState>()(() => initial);

export function resetDeletion(): void {
  useDeletionStore.setState(initial);
}

/**
 * Runs (or resumes) the deletion of `uid`; with a password, confirms it first. Resolves true once the
 * Auth user is gone; on a failure the store holds the message and where it stopped.
 */
export async function runAccountDeletion(
  uid: string,
  { password, origin }: { password?: string; origin: 'dialog' | 'resume' },
): Promise<boolean> {
  const s = useDeletionStore.getState();
  if (s.phase === 'running' || s.phase === 'confirming' || s.phase === 'done') return false;
  useDeletionStore.setState({ origin, error: null, passwordError: null });
  if (password !== undefined) {
    useDeletionStore.setState({ phase: 'confirming' });
    try {
      await reauthenticate(password);
    } catch (err) {
      // Offline, the password could not be checked at all: say so rather than "try again".
      const offline = !navigator.onLine || errorCode((err as Error).cause) === 'auth/network-request-failed';
      useDeletionStore.setState({
        phase: 'idle',
        passwordError: offline ? DELETION_MSG.offline : (err as Error).message,
      });
      return false;
    }
  }
  useDeletionStore.setState({ phase: 'running' });
  try {
    const { runAppDeletion } = await import('./run-app-deletion');
    await runAppDeletion(uid, (progress) => useDeletionStore.setState({ progress }));
    useDeletionStore.setState({ phase: 'done' });
    return true;
  } catch (err) {
    console.warn('Account deletion stopped', err);
    useDeletionStore.setState({
      phase: 'failed',
      error: deletionErrorMessage(errorCode(err), navigator.onLine),
    });
    return false;
  }
}
