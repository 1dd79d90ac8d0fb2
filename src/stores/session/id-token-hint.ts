// The signed-in user's current ID token, so the page's early script can ask for /feed's first page
// before the Auth SDK has loaded and answered (docs/decisions/0017-own-profile-first-paint.md). The token is the one the
// Auth SDK already keeps on this device (it expires within the hour); it is removed on sign-out, and
// used only while it has more than a minute left. The rules decide what it may read, as for the SDK.
export const ID_TOKEN_KEY = 'goldfork:id-token';

export interface IdTokenHint {
  uid: string;
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function rememberIdToken(hint: IdTokenHint | null): void {
  try {
    if (hint) localStorage.setItem(ID_TOKEN_KEY, JSON.stringify(hint));
    else localStorage.removeItem(ID_TOKEN_KEY);
  } catch {
    /* storage blocked: /feed waits for the SDK */
  }
}

/** A token used before the SDK answers must outlive the request: at least this long left. */
const TOKEN_MARGIN_MS = 60_000;

/** The kept token while it has more than a minute left; null if none, expired or unreadable. */
export function usableIdToken(now: number = Date.now()): IdTokenHint | null {
  try {
    const hint = JSON.parse(localStorage.getItem(ID_TOKEN_KEY) ?? 'null') as Partial<IdTokenHint> | null;
    if (!hint || typeof hint.token !== 'string' || typeof hint.expiresAt !== 'number') return null;
    return hint.expiresAt > now + TOKEN_MARGIN_MS ? (hint as IdTokenHint) : null;
  } catch {
    return null;
  }
}
