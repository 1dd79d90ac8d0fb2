import { useEffect, type ReactNode } from 'react';

/** The tab's title while a page with a text heading is up: 'Notifiche · Goldfork'; the HTML's own after. */
function useDocumentTitle(heading: ReactNode) {
  useEffect(() => {
    if (typeof heading !== 'string' || !heading) return;
    const before = document.title;
    document.title = `${heading} · Goldfork`;
    return () => {
      document.title = before;
    };
  }, [heading]);
}

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(children);
  return (
    <div className="flex items-center justify-between gap-3 px-4 pt-4 pb-2">
      <h1 className="text-xl font-bold text-zinc-900 dark:text-zinc-50">{children}</h1>
      {actions}
    </div>
  );
}
