import { create } from 'zustand';
import { AppError } from '@/domain/app-error';

/**
 * Whether the app can reach its server (docs/decisions/0011-offline-and-resilience.md), from two
 * signals: the browser's own (navigator.onLine with the online/offline events) and, while someone is
 * signed in, Firestore's (its snapshots say `fromCache` when it serves the offline cache because the
 * server is out of reach: firebase/server-reach.ts, started by the auth session).
 */
interface ConnectivityState {
  browserOnline: boolean;
  /** null: not known (nobody signed in, or no answer yet); false: Firestore cannot reach the server. */
  serverReachable: boolean | null;
  setBrowserOnline: (online: boolean) => void;
  setServerReachable: (reachable: boolean | null) => void;
}

const onlineNow = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export const useConnectivityStore = create<ConnectivityState>()((set) => ({
  browserOnline: onlineNow(),
  serverReachable: null,
  setBrowserOnline: (browserOnline) => set({ browserOnline }),
  setServerReachable: (serverReachable) => set({ serverReachable }),
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useConnectivityStore.getState().setBrowserOnline(true));
  window.addEventListener('offline', () => useConnectivityStore.getState().setBrowserOnline(false));
}

/** Why the app is offline ('browser': no network; 'server': the network is up, the server is not), or null. */
export type OfflineReason = 'browser' | 'server' | null;

export function offlineReason(
  s: Pick<ConnectivityState, 'browserOnline' | 'serverReachable'>,
): OfflineReason {
  if (!s.browserOnline) return 'browser';
  if (s.serverReachable === false) return 'server';
  return null;
}

export const isOffline = (): boolean => offlineReason(useConnectivityStore.getState()) !== null;

/** The error a write that needs the server fails with at once while offline (code 'unavailable'). */
export function offlineError(): AppError {
  return Object.assign(new AppError('common:offline.action'), { code: 'unavailable', offline: true });
}

/** Whether `err` is offlineError(): the app was offline, so nothing was written. */
export function isOfflineError(err: unknown): err is Error {
  return err instanceof Error && (err as { offline?: unknown }).offline === true;
}

/**
 * `promise`, or an offlineError() as soon as the app is (or goes) offline while it is pending: for
 * writes that need the server (transactions), which would otherwise wait and retry until a timeout.
 */
export function failWhenOffline<T>(promise: Promise<T>): Promise<T> {
  if (isOffline()) {
    promise.catch(() => {});
    return Promise.reject(offlineError());
  }
  let stop = () => {};
  const offline = new Promise<never>((_, reject) => {
    stop = useConnectivityStore.subscribe((s) => {
      if (offlineReason(s) !== null) reject(offlineError());
    });
  });
  return Promise.race([promise, offline]).finally(() => stop());
}
