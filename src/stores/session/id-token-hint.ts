// The signed-in user's current ID token, so index.html can ask for /feed's first page before the Auth
// SDK has loaded and answered (docs/decisions/0017-own-profile-first-paint.md). The token is the one the
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
