import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Icon } from '@/components/ui/icon';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { useWantToTryToggle } from '../hooks/use-want-to-try-toggle';

/**
 * The bookmark on a restaurant page (decision 0040): adds the page to my private "Want to try" list or
 * takes it off. A toggle button (aria-pressed, filled when on the list), busy while it saves.
 */
export function WantToTryButton({ page }: { page: RestaurantPage }) {
  const { t } = useTranslation('search');
  const { saved, ready, busy, error, toggle } = useWantToTryToggle(page);
  return (
    // shrink-0 and nowrap: beside the counts in the page's header, "Da provare" must not break.
    <div className="flex shrink-0 flex-col items-end gap-1">
      <Button
        className="whitespace-nowrap"
        variant={saved ? 'primary' : 'secondary'}
        aria-pressed={saved}
        busy={busy}
        disabled={!ready}
        onClick={() => void toggle()}
      >
        <Icon name="bookmark" size={16} />
        {/* One name in both states: aria-pressed says whether it is on the list. */}
        {t('wantToTry.button')}
      </Button>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </div>
  );
}
