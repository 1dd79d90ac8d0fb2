import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Spec section 2: the error card titled 'Error Scanning Receipt' with 'Try Again'. */
export function ScanErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('scan');
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-center text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <h2 className="text-lg font-semibold">{t('screen.errorTitle')}</h2>
      <p className="mt-1 text-sm break-words">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('screen.tryAgain')}
      </Button>
    </div>
  );
}
