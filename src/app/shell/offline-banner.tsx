import { useTranslation } from 'react-i18next';
import { offlineReason, useConnectivityStore } from '@/stores/connectivity-store';

/**
 * The shell's offline indicator (docs/decisions/0011): shown while the browser has no network or
 * Firestore cannot reach the server. The live region is always there, so the change is announced.
 */
export function OfflineBanner({ sticky = false }: { sticky?: boolean }) {
  const { t } = useTranslation('shell');
  const offline = useConnectivityStore((s) => offlineReason(s) !== null);
  return (
    <div role="status" className={sticky ? 'sticky top-14 z-20' : undefined}>
      {offline && (
        <p className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <strong className="font-semibold">{t('offline.title')}</strong> <span>{t('offline.detail')}</span>
        </p>
      )}
    </div>
  );
}
