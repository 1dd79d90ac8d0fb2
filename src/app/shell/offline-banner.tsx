import { offlineReason, useConnectivityStore } from '@/stores/connectivity-store';

export const OFFLINE_TEXT = {
  title: 'You are offline. Showing saved data.',
  detail: 'Posts and messages you send now are sent when the connection returns.',
} as const;

/**
 * The shell's offline indicator (docs/decisions/0011): shown while the browser has no network or
 * Firestore cannot reach the server. The live region is always there, so the change is announced.
 */
export function OfflineBanner({ sticky = false }: { sticky?: boolean }) {
  const offline = useConnectivityStore((s) => offlineReason(s) !== null);
  return (
    <div role="status" className={sticky ? 'sticky top-14 z-20' : undefined}>
      {offline && (
        <p className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <strong className="font-semibold">{OFFLINE_TEXT.title}</strong> <span>{OFFLINE_TEXT.detail}</span>
        </p>
      )}
    </div>
  );
}
