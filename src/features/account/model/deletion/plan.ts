// The order of a deletion and its progress (decision 0031), pure so it can be unit-tested: step 1,
// the content steps (decision 0032), the account's own steps, then the Auth user.
import { t } from 'i18next';
import { AppError } from '@/domain/app-error';

// A step's name is its identifier (in the progress, the logs and the tests); what the screens show is its
// label from the catalogue, looked up by name when the progress is drawn (stepLabel).
export const START_STEP = 'Removing your profile and username';
export const AUTH_STEP = 'Deleting your sign-in';

/** Each step's name → its label's key (account:deletion.steps). */
const STEP_LABELS = {
  [START_STEP]: 'start',
  'Likes you made': 'likesMade',
  'Comments you wrote': 'commentsMade',
  'Likes on your card': 'likesOnCard',
  'Likes on your bills': 'likesOnBills',
  'Your posts': 'posts',
  'Your reviews': 'reviews',
  'Your restaurant visits': 'dinerRecords',
  'Offers you received': 'offerCopies',
  'Your offers': 'offers',
  Follows: 'follows',
  Notifications: 'notifications',
  'Your places at events': 'eventAttendance',
  Groups: 'groups',
  'Anonymising your bills': 'anonymiseBills',
  'Anonymising your receipts': 'anonymiseReceipts',
  'Releasing your restaurant': 'releaseRestaurant',
  'Deleting your photos': 'deleteFiles',
  'Deleting your private records': 'deletePrivate',
  [AUTH_STEP]: 'auth',
} as const;
/** Whether a step's name has a label in the catalogue (every step of the app's plan has). */
export function hasStepLabel(name: string): name is keyof typeof STEP_LABELS {
  return Object.hasOwn(STEP_LABELS, name);
}

/** What the progress shows for a step, in the language of the moment (an unknown name as it is). */
export function stepLabel(name: string): string {
  return hasStepLabel(name) ? t(`account:deletion.steps.${STEP_LABELS[name]}`) : name;
}

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
export function deletionError(code: string, online: boolean): AppError {
  if (code === 'auth/requires-recent-login' || code === 'auth/user-token-expired')
    return new AppError('account:deletion.messages.signInAgain');
  if (!online || code === 'unavailable' || code === 'auth/network-request-failed' || code === 'timeout')
    return new AppError('account:deletion.messages.offline');
  return new AppError('account:deletion.messages.failed');
}
