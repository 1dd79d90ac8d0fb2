import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** A failed load: the spec's loading message (section 8), never a blank screen. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="m-4 rounded-xl border border-red-300 bg-red-50 p-4 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-medium">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </div>
  );
}
