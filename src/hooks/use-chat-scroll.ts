import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the end, the reader counts as reading the newest messages. */
const NEAR_END_PX = 80;

export interface ChatScrollKeys {
  /** The oldest message shown: when it changes to an older one, older messages were put above. */
  oldestId: string | undefined;
  /** The newest message shown: when it changes, a new message arrived at the end. */
  newestId: string | undefined;
  /** The newest message was written by the reader (sent from here): always scrolled to. */
  newestMine: boolean;
}

/** How far the reader is from the end of what `el` scrolls. */
export function distanceFromEnd(el: Pick<Element, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): number {
  return el.scrollHeight - el.scrollTop - el.clientHeight;
}

/**
 * What a chat does with its scroll when its messages change (oldest at the top):
 * - on open, and for a new newest message, it scrolls to the end, if the reader was at the end or
 *   sent it (a reader scrolled up into older messages is not pulled away from them);
 * - when older messages are put above, the message that was the oldest stays where it was on screen.
 *
 * The offset is measured on that message itself (its top on screen after each change and each scroll,
 * then again after the prepend, in a layout effect before paint), not from the scrollHeight alone: a
 * live message arriving at the end in the same render would move the scrollHeight too, and a browser
 * that anchors the scroll by itself (CSS scroll anchoring) has then already moved it, which the
 * second measure sees as 0. `scrollerRef` is the scrolling box; without one the page scrolls.
 */
export function useChatScroll(
  { oldestId, newestId, newestMine }: ChatScrollKeys,
  scrollerRef?: RefObject<HTMLElement | null>,
) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ oldestId?: string; newestId?: string }>({});
  const last = useRef<Measure>({ anchor: null, anchorTop: 0, atEnd: true });

  useLayoutEffect(() => {
    const scroller = scrollerRef?.current ?? document.scrollingElement;
    const before = seen.current;
    seen.current = { oldestId, newestId };
    const { anchor, anchorTop, atEnd } = last.current;
    if (scroller && oldestId !== before.oldestId && anchor?.isConnected) {
      shiftScroll(scroller, anchor.getBoundingClientRect().top - anchorTop);
    }
    if (newestId !== undefined && newestId !== before.newestId) {
      const opening = before.newestId === undefined;
      if (opening || newestMine || atEnd) scrollToEnd(endRef.current, scrollerRef ? null : scroller);
    }
    last.current = measure(scroller, listRef.current);
    // Reads only refs; the ids say when the list changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oldestId, newestId, newestMine]);

  useEffect(() => {
    const target: HTMLElement | Window = scrollerRef?.current ?? window;
    const onScroll = () => {
      last.current = measure(scrollerRef?.current ?? document.scrollingElement, listRef.current);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { listRef, endRef };
}

/** What the next change needs: where the oldest message is on screen, whether the reader is at the end. */
interface Measure {
  anchor: Element | null;
  anchorTop: number;
  atEnd: boolean;
}

function measure(scroller: Element | null, list: Element | null): Measure {
  const anchor = list?.firstElementChild ?? null;
  return {
    anchor,
    anchorTop: anchor?.getBoundingClientRect().top ?? 0,
    atEnd: scroller ? distanceFromEnd(scroller) <= NEAR_END_PX : true,
  };
}

/**
 * Brings the end of the messages into view (their box, and the page up to it). A chat the page scrolls
 * goes on to the page's very end: the composer is sticky there, above the bottom bar, and the end of
 * the messages sits right above it (aligned to the window's bottom edge, the newest were behind both).
 */
function scrollToEnd(end: HTMLElement | null, page: Element | null) {
  end?.scrollIntoView?.({ block: 'end' });
  if (page) page.scrollTop = page.scrollHeight;
}

/** Scrolls `scroller` by `by` pixels at once (a chat has no smooth scrolling). */
function shiftScroll(scroller: Element, by: number) {
  if (by !== 0) scroller.scrollTop += by;
}
