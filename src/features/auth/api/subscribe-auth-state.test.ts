import type { Auth, IdTokenResult, User } from 'firebase/auth';
import { ID_TOKEN_KEY, rememberIdToken } from '@/stores/session/id-token-hint';
import { subscribeToIdToken } from './subscribe-auth-state';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An Auth stand-in: the test signs users in and out and answers getIdTokenResult() when it likes. */
function fakeAuth() {
  let listener: ((user: User | null) => void) | undefined;
  const auth = {
    currentUser: null as User | null,
    onIdTokenChanged: (next: (user: User | null) => void) => {
      listener = next;
      return () => (listener = undefined);
    },
  };
  const userWithPendingToken = (uid: string) => {
    const token = deferred<IdTokenResult>();
    return { user: { uid, getIdTokenResult: () => token.promise } as unknown as User, token };
  };
  const change = (user: User | null) => {
    auth.currentUser = user; // as the SDK does: currentUser first, then the listeners
    listener?.(user);
  };
  return { auth: auth as unknown as Auth, userWithPendingToken, change };
}

const tokenResult = (token: string) =>
  ({ token, expirationTime: new Date(Date.now() + 3_600_000).toUTCString() }) as IdTokenResult;
const stored = () => localStorage.getItem(ID_TOKEN_KEY);
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('subscribeToIdToken', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token of the signed-in user', async () => {
    const { auth, userWithPendingToken, change } = fakeAuth();
    subscribeToIdToken(rememberIdToken, auth);
    const { user, token } = userWithPendingToken('u1');
    change(user);
    token.resolve(tokenResult('t1'));
    await token.promise;
    await flush();
    expect(JSON.parse(stored()!)).toMatchObject({ uid: 'u1', token: 't1' });
  });

  it('keeps no token after sign-out, even when the token read before it answers after it', async () => {
    const { auth, userWithPendingToken, change } = fakeAuth();
    subscribeToIdToken(rememberIdToken, auth);
    const { user, token } = userWithPendingToken('u1');
    change(user);
    change(null); // signed out while getIdTokenResult() is still on its way
    expect(stored()).toBeNull();

    token.resolve(tokenResult('late'));
    await token.promise;
    await flush();
    expect(stored()).toBeNull();
  });

  it("keeps only the newest user's token when an older read answers last", async () => {
    const { auth, userWithPendingToken, change } = fakeAuth();
    subscribeToIdToken(rememberIdToken, auth);
    const first = userWithPendingToken('u1');
    const second = userWithPendingToken('u2');
    change(first.user);
    change(second.user);
    second.token.resolve(tokenResult('t2'));
    await second.token.promise;
    await flush();
    first.token.resolve(tokenResult('t1'));
    await first.token.promise;
    await flush();
    expect(JSON.parse(stored()!)).toMatchObject({ uid: 'u2', token: 't2' });
  });

  it('drops a token that answers after unsubscribe', async () => {
    const { auth, userWithPendingToken, change } = fakeAuth();
    const stop = subscribeToIdToken(rememberIdToken, auth);
    const { user, token } = userWithPendingToken('u1');
    change(user);
    stop();
    token.resolve(tokenResult('late'));
    await token.promise;
    await flush();
    expect(stored()).toBeNull();
  });
});
