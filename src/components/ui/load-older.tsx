import { Button } from './button';
import { ErrorMessage } from './error-message';

interface LoadOlderProps {
  /** There may be older items; without them (and without an error) nothing shows. */
  hasOlder: boolean;
  loading: boolean;
  error: string | null;
  onLoad: () => void;
  /** What the list holds, for screen readers: "Load older notifications". */
  what?: string;
}

/**
 * The end of a paged list: a "Load older" button, busy and disabled while the page loads, and a failed
 * load's message above it (the button tries again). The new items are announced by the list itself.
 */
export function LoadOlder({ hasOlder, loading, error, onLoad, what }: LoadOlderProps) {
  if (!hasOlder && !error) return null;
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-3">
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button
        variant="secondary"
        busy={loading}
        onClick={onLoad}
        aria-label={what ? `${loading ? 'Loading older' : 'Load older'} ${what}` : undefined}
      >
        {loading ? 'Loading…' : 'Load older'}
      </Button>
    </div>
  );
}
