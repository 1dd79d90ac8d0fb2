// Finds what does not fit a narrow phone (360 px): the page scrolling sideways, a text sticking out of
// the screen, or a text cut off by its box without an ellipsis. Italian labels run longer than English
// ones, so the walk (accessibility.spec.ts) checks each screen at 360 px in both languages.
// Texts inside a box that scrolls sideways on purpose (a tab strip) are left alone: they can be reached.
import type { Page } from '@playwright/test';

export interface Overflow {
  what: string;
  where: string;
  text: string;
}

/** What sticks out or is cut off on the page as it is now, one entry per element. */
export function overflowing(
  page: Page,
  withEllipsis = Boolean(process.env.OVERFLOW_DEBUG),
): Promise<Overflow[]> {
  return page.evaluate((withEllipsis) => {
    const found: { what: string; where: string; text: string }[] = [];
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0)
      found.push({ what: `the page scrolls sideways by ${sideways} px`, where: 'html', text: '' });

    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label');
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}${
        label ? `[aria-label="${label}"]` : ''
      }`;
    };
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if ((x === 'auto' || x === 'scroll') && p !== document.documentElement && p !== document.body)
          return true;
      }
      return false;
    };
    const ownText = (el: Element) =>
      Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();

    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true })) continue;
      const text = ownText(el);
      if (!text) continue;
      if (scrollsSideways(el)) continue;
      // Out of the screen: the text's own box (a range) past either edge.
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
        found.push({
          what: `sticks out of the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`,
          where: describe(el),
          text,
        });
        continue;
      }
      // Cut off: the element clips and its content is wider, with no ellipsis to say so.
      // (A 1 px box is for screen readers only: .sr-only.)
      if (el.clientWidth <= 1) continue;
      const style = getComputedStyle(el);
      if (withEllipsis && style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        found.push({ what: 'ELLIPSIS', where: describe(el), text });
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        found.push({
          what: `cut off (${el.scrollWidth} px in ${el.clientWidth} px)`,
          where: describe(el),
          text,
        });
    }
    return found;
  }, withEllipsis);
}

/** One line per overflow, for a failure message. */
export const describeOverflow = (where: string, found: Overflow[]) =>
  found.map((o) => `${where}: ${o.where} "${o.text.slice(0, 80)}" ${o.what}`);
