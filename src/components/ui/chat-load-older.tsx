import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadOlder, type OlderPages } from './load-older';

interface ChatLoadOlderProps {
  pages: OlderPages;
  /** What is loaded, a plural noun in the language shown: "messages" (Italian "messaggi"). */
  what: string;
  className?: string;
}

/**
 * "Load older" at the top of a chat (LoadOlder, busy and disabled while the page loads), for readers who
 * go by keyboard or screen reader: a disabled button loses the focus, so it comes back to the button when
 * the page is in (the reader may press it again), without scrolling; a status line says the page came;
 * once the oldest message is shown the button gives way to a line saying so, which takes the focus.
 */
export function ChatLoadOlder({ pages, what, className = '' }: ChatLoadOlderProps) {
  const { t } = useTranslation('common');
  const { hasOlder, loadOlder, loadingOlder: loading, olderError: error } = pages;
  const box = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const [clicked, setClicked] = useState(false);

  useEffect(() => {
    if (loading || !hadFocus.current) return;
    hadFocus.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) box.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus({ preventScroll: true });
  }, [loading, hasOlder]);

  function load() {
    hadFocus.current = box.current?.contains(document.activeElement) ?? false;
    setClicked(true);
    loadOlder();
  }

  if (!hasOlder && !loading && !error) {
    if (!clicked) return null;
    return (
      <div ref={box} className={className}>
        <p tabIndex={-1} className="text-center text-xs text-zinc-600 outline-none dark:text-zinc-400">
          {t('loadOlder.none', { what })}
        </p>
      </div>
    );
  }
  return (
    <div ref={box} className={className}>
      <LoadOlder pages={pages} onLoad={load} what={what} />
      <span role="status" className="sr-only">
        {loading
          ? t('loadOlder.busyLabel', { what })
          : clicked && !error
            ? t('loadOlder.loaded', { what })
            : ''}
      </span>
    </div>
  );
}
