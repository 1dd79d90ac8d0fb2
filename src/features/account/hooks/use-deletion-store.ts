// One deletion run per tab, shared by the dialog on /privacy and the resume screen at sign-in, so the
// record listener seeing the user document go (step 1) never starts a second run.
import { create } from 'zustand';
import { errorCode } from '@/firebase/error-code';
import { reauthenticate } from '../api/reauthenticate';
import { deletionError, type DeletionProgress } from '../model/deletion/plan';
import { AppError } from '@/domain/app-error';

type DeletionPhase = 'idle' | 'confirming' | 'running' | 'failed' | 'done';

interface DeletionState {
  phase: DeletionPhase;
  /** Who started the run: the dialog, or a sign-in that found a deletion under way. */
  origin: 'dialog' | 'resume' | null;
  progress: DeletionProgress | null;
  /** Before any step (the password): shown by the password field. Kept as an error, worded on screen. */
  passwordError: AppError | null;
  /** A step failed: shown with Try again, which resumes. Kept as an error, worded on screen. */
  error: AppError | null;
}

const initial: DeletionState = {
  phase: 'idle',
  origin: null,
  progress: null,
  passwordError: null,
  error: null,
};

export const useDeletionStore = create<DeletionState>()(() => initial);

/**
 * One run per account across the browser's tabs (each tab's record listener sees step 1 and would
 * resume it): a tab that finds another run holding the lock leaves it be and says so. Without Web Locks
 * (old browsers, tests) the run simply goes ahead: every step is idempotent.
 */
async function inOneTab(uid: string, run: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    await run();
    return true;
  }
  return locks.request(`goldfork-account-deletion-${uid}`, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await run();
    return true;
  });
}

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
        passwordError: offline
          ? new AppError('account:deletion.messages.offline')
          : err instanceof AppError
            ? err
            : new AppError('account:reauth.failed', undefined, { cause: err }),
      });
      return false;
    }
  }
  useDeletionStore.setState({ phase: 'running' });
  try {
    const { runAppDeletion } = await import('../api/deletion/run-app-deletion');
    const ran = await inOneTab(uid, () =>
      runAppDeletion(uid, (progress) => useDeletionStore.setState({ progress })),
    );
    if (!ran) {
      useDeletionStore.setState({
        phase: 'failed',
        error: new AppError('account:deletion.messages.elsewhere'),
      });
      return false;
    }
    useDeletionStore.setState({ phase: 'done' });
    return true;
  } catch (err) {
    console.warn('Account deletion stopped', err);
    useDeletionStore.setState({
      phase: 'failed',
      error: deletionError(errorCode(err), navigator.onLine),
    });
    return false;
  }
}
