import { useTranslation } from 'react-i18next';
import type { LivePagesState } from '@/hooks/use-live-pages';
import { Button } from './button';
import { ErrorMessage } from './error-message';

/** What "Load older" needs of a paged list (useLivePages' answer, or a hook's that passes it on). */
export type OlderPages = Pick<
  LivePagesState<unknown>,
  'hasOlder' | 'loadOlder' | 'loadingOlder' | 'olderError'
>;

interface LoadOlderProps {
  /** Without older items (and without an error) nothing shows. */
  pages: OlderPages;
  /**
   * What the list holds, for screen readers, a plural noun in the language shown: "notifications" makes
   * "Load older notifications" (Italian "notifiche": "Carica notifiche precedenti").
   */
  what?: string;
  /** Instead of pages.loadOlder (the chat's keeps the focus). */
  onLoad?: () => void;
}

/**
 * The end of a paged list: a "Load older" button, busy and disabled while the page loads, and a failed
 * load's message above it (the button tries again). The new items are announced by the list itself.
 */
export function LoadOlder({ pages, what, onLoad = pages.loadOlder }: LoadOlderProps) {
  const { t } = useTranslation('common');
  const { hasOlder, loadingOlder: loading, olderError: error } = pages;
  if (!hasOlder && !error) return null;
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-3">
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button
        variant="secondary"
        busy={loading}
        onClick={onLoad}
        aria-label={what ? t(loading ? 'loadOlder.busyLabel' : 'loadOlder.label', { what }) : undefined}
      >
        {t(loading ? 'loadOlder.busy' : 'loadOlder.button')}
      </Button>
    </div>
  );
}
