// A one-bit note that someone signed in on this device, so a signed-out visitor's first paint of the
// public leaderboard never waits for the Auth SDK (docs/decisions/0004-first-paint.md). Never trusted
// for access: the Auth SDK decides, the hint only says whether to load it straight away.
const SESSION_HINT_KEY = 'goldfork:signed-in';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true; // storage blocked: load the SDK rather than risk showing a signed-in user as signed out
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    /* storage unavailable: nothing to remember */
  }
}
