// Finds what does not fit a narrow phone (360 px): the page scrolling sideways, a text sticking out of
// the screen, a text cut off by its box without an ellipsis, a word broken across two lines (a heading
// squeezed by a button beside it: "Notifich|e"), or chart labels drawn into one another. Italian labels
// run longer than English ones, so the walk (accessibility.spec.ts) checks each screen at 360 px in both
// languages. Texts inside a box that scrolls sideways on purpose (a tab strip) are left alone: they can
// be reached.
import type { Page } from '@playwright/test';

export interface Overflow {
  what: string;
  where: string;
  text: string;
}

/** What sticks out, is cut off or breaks mid-word on the page as it is now, one entry per element. */
export function overflowing(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
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
    const textNodes = (el: Element) =>
      Array.from(el.childNodes).filter(
        (n): n is Text => n.nodeType === Node.TEXT_NODE && !!n.textContent?.trim(),
      );
    /** A word of the node laid out on more than one line (its boxes at different heights). */
    const brokenWord = (node: Text): string | null => {
      for (const match of node.data.matchAll(/[^\s\-‐/]+/gu)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) return match[0];
      }
      return null;
    };

    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true })) continue;
      const nodes = textNodes(el);
      if (nodes.length === 0 || scrollsSideways(el)) continue;
      const text = nodes
        .map((n) => n.data)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      // (A 1 px box is for screen readers only: .sr-only.)
      if (el.clientWidth <= 1 && el.clientHeight <= 1) continue;
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
      const style = getComputedStyle(el);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        found.push({
          what: `cut off (${el.scrollWidth} px in ${el.clientWidth} px)`,
          where: describe(el),
          text,
        });
        continue;
      }
      for (const node of nodes) {
        const word = brokenWord(node);
        if (word)
          found.push({ what: `breaks the word "${word}" across two lines`, where: describe(el), text });
      }
    }
    // Chart labels drawn into one another ("20:0023:00"): two text boxes of one SVG on the same line
    // less than 2 px apart.
    for (const svg of Array.from(document.querySelectorAll('svg'))) {
      const boxes = Array.from(svg.querySelectorAll('text'), (t) => ({
        text: t.textContent ?? '',
        box: t.getBoundingClientRect(),
      })).filter((t) => t.text.trim() && t.box.width > 0);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!.box, boxes[j]!.box];
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlapX > -2 && overlapY > 0.5)
            found.push({
              what: `runs into "${boxes[j]!.text}"`,
              where: `svg ${svg.getAttribute('aria-label') ?? ''}`.trim(),
              text: boxes[i]!.text,
            });
        }
    }
    return found;
  });
}

/** One line per overflow, for a failure message. */
export const describeOverflow = (where: string, found: Overflow[]) =>
  found.map((o) => `${where}: ${o.where} "${o.text.slice(0, 80)}" ${o.what}`);
