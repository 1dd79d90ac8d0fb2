import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '@/components/ui/page-title';

/**
 * Names the tab after the page's heading, on every route: the first <h1> inside `root` (a page's own
 * title, a profile's or a group's name, a static page's, the error card's), followed as it changes (a name
 * that arrives with the data, another language). The app's name alone while the page has none.
 */
export function useHeadingTitle(root: RefObject<HTMLElement | null>): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    const follow = () => {
      const title = documentTitle(box.querySelector('h1')?.textContent ?? '', language);
      if (document.title !== title) document.title = title;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(box, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [root, language]);
}
