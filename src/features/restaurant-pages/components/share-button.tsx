import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToastStore } from '@/stores/toast-store';

/**
 * Share the page (issue 42): the Web Share API where the browser has it, else the link copied, with a
 * toast. A share the person cancels says nothing.
 */
export function ShareButton({ name }: { name: string }) {
  const { t } = useTranslation('places');
  const show = useToastStore((s) => s.show);
  const [busy, setBusy] = useState(false);
  const share = async () => {
    const url = window.location.href;
    setBusy(true);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: name, text: t('share.text', { name }), url });
      } else {
        await navigator.clipboard.writeText(url);
        show(t('share.copied'), 'success');
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) show(t('share.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void share()} className="shrink-0">
      {t('share.button')}
    </Button>
  );
}
