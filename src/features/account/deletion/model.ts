// The order of a deletion and its progress (decision 0031), pure so it can be unit-tested: step 1,
// the content steps (decision 0032), the account's own steps, then the Auth user.

export const START_STEP = 'Removing your profile and username';
export const AUTH_STEP = 'Deleting your sign-in';

export const DELETION_MSG = {
  deleted: 'Your account has been deleted.',
  finishing: 'Finishing the deletion of your account…',
  offline: 'You are offline. Connect to the internet, then try again.',
  failed: 'The deletion stopped before it finished. Try again to continue where it stopped.',
  signInAgain: 'For your security, sign in again to finish deleting your account.',
  elsewhere: 'Your account is being deleted in another tab. You will be signed out when it is done.',
} as const;

/** Every step's name, in the order they run. */
export function deletionPlan(contentSteps: readonly string[], ownSteps: readonly string[]): string[] {
  return [START_STEP, ...contentSteps, ...ownSteps, AUTH_STEP];
}

export type StepStatus = 'done' | 'running' | 'failed' | 'pending';

/** Where a run is: steps before `current` are done; `current` runs (or failed); the rest wait. */
export interface DeletionProgress {
  steps: readonly string[];
  current: number;
  failed: boolean;
}

export function startProgress(steps: readonly string[]): DeletionProgress {
  return { steps, current: 0, failed: false };
}

export function statusOf(p: DeletionProgress, index: number): StepStatus {
  if (index < p.current) return 'done';
  if (index > p.current) return 'pending';
  return p.failed ? 'failed' : 'running';
}

export function isComplete(p: DeletionProgress): boolean {
  return p.current >= p.steps.length;
}

/** The typed confirmation matches the username (case and spaces as shown). */
export function confirmsUsername(typed: string, username: string): boolean {
  return username !== '' && typed.trim() === username;
}

/** The message for a failed run: offline, a sign-in too old for deleting the Auth user, or try again. */
export function deletionErrorMessage(code: string, online: boolean): string {
  if (code === 'auth/requires-recent-login' || code === 'auth/user-token-expired')
    return DELETION_MSG.signInAgain;
  if (!online || code === 'unavailable' || code === 'auth/network-request-failed' || code === 'timeout')
    return DELETION_MSG.offline;
  return DELETION_MSG.failed;
}
