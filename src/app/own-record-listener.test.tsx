import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Session } from '@/features/auth/api/subscribe-auth-state';
import { REOPEN_BASE_MS } from '@/firebase/keep-listening';
import { toUserRecord, type UserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session';

// The auth session (features/auth) and /profile/me (features/profile) together, as the app mounts them.
// The SDK seams the session opens: the auth state, and users/{uid} (each listener recorded).
const seams = vi.hoisted(() => ({
  onAuth: undefined as ((session: Session | null) => void) | undefined,
  userListeners: [] as {
    uid: string;
    onNext: (user: UserRecord | null) => void;
    onError: (err: Error) => void;
    closed: boolean;
  }[],
}));
vi.mock('@/features/auth/api/subscribe-auth-state', () => ({
  subscribeToAuthState: (onNext: (session: Session | null) => void) => {
    seams.onAuth = onNext;
    return () => {};
  },
  subscribeToIdToken: () => () => {},
}));
vi.mock('@/firebase/subscribe-user', () => ({
  subscribeToOwnRecord: (
    uid: string,
    onNext: (user: UserRecord | null) => void,
    onError: (err: Error) => void,
  ) => {
    const listener = { uid, onNext, onError, closed: false };
    seams.userListeners.push(listener);
    return () => {
      listener.closed = true;
    };
  },
}));
vi.mock('@/firebase/server-reach', () => ({ watchServerReach: () => () => {} }));

const giulia = toUserRecord('u1', { username: 'giulia' });
const FAILED = 'Failed to fetch user data';

function Session() {
  useAuthSession();
  return null;
}

/** The app root's session plus /profile/me, as the app mounts them. */
function renderProfileMe() {
  return render(
    <MemoryRouter initialEntries={['/profile/me']}>
      <Session />
      <Routes>
        <Route path="/profile/:username" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signIn() {
  await waitFor(() => expect(seams.onAuth).toBeDefined()); // the SDK chunks are in
  act(() => seams.onAuth!({ uid: 'u1', email: 'giulia@example.test' }));
  expect(seams.userListeners).toHaveLength(1);
}

const last = () => seams.userListeners.at(-1)!;

describe('useAuthSession: the own record listener', () => {
  beforeEach(() => {
    localStorage.clear();
    seams.onAuth = undefined;
    seams.userListeners = [];
    useAuthStore.setState({ authWanted: true, status: 'loading', uid: null, user: null, userError: null });
  });
  afterEach(() => vi.useRealTimers());

  it('reopens the listener after an error, after the backoff, and shows the record again', async () => {
    renderProfileMe();
    await signIn();
    vi.useFakeTimers();

    act(() => last().onError(new Error('unavailable')));
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(seams.userListeners[0].closed).toBe(true);

    act(() => vi.advanceTimersByTime(REOPEN_BASE_MS));
    expect(seams.userListeners).toHaveLength(2);
    expect(last()).toMatchObject({ uid: 'u1', closed: false });

    act(() => last().onNext(giulia));
    expect(useAuthStore.getState()).toMatchObject({ user: giulia, userError: null });
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('Retry on /profile/me reopens the failed listener at once', async () => {
    renderProfileMe();
    await signIn();
    act(() => last().onError(new Error('permission-denied')));
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(seams.userListeners).toHaveLength(2);
    expect(seams.userListeners.filter((l) => !l.closed)).toHaveLength(1);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument(); // loading again, not failed

    act(() => last().onNext(giulia));
    expect(await screen.findByRole('heading', { name: /giulia/ })).toBeInTheDocument();
  });

  it('reopens a failed listener when the browser comes back online', async () => {
    renderProfileMe();
    await signIn();
    act(() => last().onError(new Error('unavailable')));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(seams.userListeners).toHaveLength(2);
  });

  it('closes the listener on sign-out and reopens nothing after it', async () => {
    renderProfileMe();
    await signIn();
    vi.useFakeTimers();
    act(() => last().onError(new Error('unavailable')));
    act(() => seams.onAuth!(null));
    act(() => vi.advanceTimersByTime(60_000));
    act(() => useAuthStore.getState().retryUser());
    expect(seams.userListeners).toHaveLength(1);
  });
});
