import { Children, isValidElement, useEffect, type ReactNode } from 'react';
import { t } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HTML_TEXTS } from '@/i18n/html-texts';
import { isLanguage } from '@/i18n/languages';

/**
 * The tab's title for a page headed `heading`, in the app's language: 'Notifiche · Goldfork'. Without a
 * heading, or on a page whose heading is the app's name (sign-in), the app's name alone, as the HTML has it.
 */
export function documentTitle(heading: string, language: string): string {
  const app = HTML_TEXTS[isLanguage(language) ? language : 'en'].title;
  const page = heading.replace(/\s+/g, ' ').trim();
  return page && page !== app ? t('shell:title.page', { page, app, lng: language }) : app;
}

/** The text a heading's children show: strings and numbers, inside elements too ('<span>Scan</span>'). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  if (Array.isArray(node)) return Children.toArray(node).map(textOf).join('');
  return '';
}

/** The tab's title while a page with a text heading is up: 'Notifiche · Goldfork'; the title before after. */
function useDocumentTitle(heading: ReactNode) {
  const { i18n } = useTranslation();
  const text = textOf(heading).trim();
  const language = i18n.language;
  useEffect(() => {
    if (!text) return;
    const before = document.title;
    const title = documentTitle(text, language);
    document.title = title;
    return () => {
      // Only if nobody has named the tab since (the shell follows the next page's heading: DocumentTitle).
      if (document.title === title) document.title = before;
    };
  }, [text, language]);
}

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(children);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 pt-4 pb-2">
      <h1 className="text-xl font-bold text-zinc-900 dark:text-zinc-50">{children}</h1>
      {actions}
    </div>
  );
}
