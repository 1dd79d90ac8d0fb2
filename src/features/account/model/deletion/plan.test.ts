import {
  AUTH_STEP,
  confirmsUsername,
  deletionError,
  deletionPlan,
  isComplete,
  START_STEP,
  startProgress,
  statusOf,
} from './plan';

describe('deletionPlan', () => {
  it('starts with step 1, runs the content steps, then the own steps, and ends with the Auth user', () => {
    expect(deletionPlan(['Likes', 'Posts'], ['Bills', 'Files'])).toEqual([
      START_STEP,
      'Likes',
      'Posts',
      'Bills',
      'Files',
      AUTH_STEP,
    ]);
  });
  it('works with no content steps', () => {
    expect(deletionPlan([], ['Bills'])).toEqual([START_STEP, 'Bills', AUTH_STEP]);
  });
});

describe('progress', () => {
  const steps = deletionPlan([], ['Bills', 'Files']);
  it('marks the steps before the current one done and the ones after pending', () => {
    const p = { ...startProgress(steps), current: 2 };
    expect(steps.map((_, i) => statusOf(p, i))).toEqual(['done', 'done', 'running', 'pending']);
  });
  it('shows the current step failed after an error', () => {
    const p = { ...startProgress(steps), current: 1, failed: true };
    expect(statusOf(p, 1)).toBe('failed');
    expect(statusOf(p, 0)).toBe('done');
  });
  it('is complete after the last step', () => {
    expect(isComplete({ ...startProgress(steps), current: steps.length })).toBe(true);
    expect(isComplete({ ...startProgress(steps), current: steps.length - 1 })).toBe(false);
  });
});

describe('confirmsUsername', () => {
  it('needs the username exactly (outer spaces ignored)', () => {
    expect(confirmsUsername('Ana_1', 'Ana_1')).toBe(true);
    expect(confirmsUsername(' Ana_1 ', 'Ana_1')).toBe(true);
    expect(confirmsUsername('ana_1', 'Ana_1')).toBe(false);
    expect(confirmsUsername('', '')).toBe(false);
  });
});

describe('deletionError', () => {
  it('asks to sign in again when Auth wants a recent sign-in', () => {
    expect(deletionError('auth/requires-recent-login', true).key).toBe(
      'account:deletion.messages.signInAgain',
    );
  });
  it('says offline when the browser or Firebase says so', () => {
    expect(deletionError('permission-denied', false).key).toBe('account:deletion.messages.offline');
    expect(deletionError('unavailable', true).key).toBe('account:deletion.messages.offline');
    expect(deletionError('auth/network-request-failed', true).key).toBe('account:deletion.messages.offline');
  });
  it('offers to try again otherwise', () => {
    expect(deletionError('permission-denied', true).key).toBe('account:deletion.messages.failed');
  });
});
