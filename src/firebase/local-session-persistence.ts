// Auth's session in localStorage, told about other tabs by events, not by polling (decision 0063).
// On a phone's browser, the SDK's browserLocalPersistence reads localStorage every second for as long as
// the page is open, in case the browser missed a `storage` event while the tab was in the background
// (an iOS 7 bug). Each read is a task; a slow phone turns those tasks, and the time they keep the page
// from going quiet, into blocking time. This class is the SDK's own persistence with that polling off:
// the `storage` event carries other tabs' sign-ins and sign-outs, and a tab that comes back to the
// foreground checks the session's key once, which covers a browser that drops events in the background.
import { browserLocalPersistence, type Persistence } from 'firebase/auth';

/** The parts of the SDK's BrowserLocalPersistence (firebase/auth 12) this class relies on. */
interface BrowserLocalPersistenceInternals {
  fallbackToPolling: boolean;
  forAllChangedKeys(cb: (key: string, oldValue: string | null, newValue: string | null) => void): void;
  notifyListeners(key: string, value: string | null): void;
  _addListener(key: string, listener: unknown): void;
  _removeListener(key: string, listener: unknown): void;
}

const SdkLocalPersistence = browserLocalPersistence as unknown as new () => BrowserLocalPersistenceInternals;

class LocalSessionPersistence extends SdkLocalPersistence {
  private listening = false;

  private readonly recheck = () => {
    if (document.visibilityState !== 'visible') return;
    this.forAllChangedKeys((key, _old, value) => this.notifyListeners(key, value));
  };

  constructor() {
    super();
    this.fallbackToPolling = false;
  }

  override _addListener(key: string, listener: unknown): void {
    super._addListener(key, listener);
    if (this.listening) return;
    this.listening = true;
    document.addEventListener('visibilitychange', this.recheck);
  }

  override _removeListener(key: string, listener: unknown): void {
    super._removeListener(key, listener);
    // The SDK drops a key's set with its last listener; with none left, nothing needs the recheck.
    if (!this.listening || Object.keys((this as unknown as { listeners: object }).listeners).length) return;
    this.listening = false;
    document.removeEventListener('visibilitychange', this.recheck);
  }
}

/** Pass to initializeAuth in place of browserLocalPersistence: the same key and format, no polling. */
export const localSessionPersistence = LocalSessionPersistence as unknown as Persistence;
