import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { distanceFromEnd, useChatScroll } from './use-chat-scroll';

// jsdom has no layout: each message is 40 px high, the box shows 200 px, and an element's top on screen
// is its place in the list minus the box's scrollTop. scrollIntoView of the end scrolls the box to its end.
const ROW = 40;
const VIEW = 200;
let box: HTMLDivElement | null = null;
let scrollTop = 0;
const originalScrollIntoView = Element.prototype.scrollIntoView;
const rows = () => box?.querySelectorAll('li').length ?? 0;
const maxScroll = () => Math.max(0, rows() * ROW - VIEW);

beforeEach(() => {
  scrollTop = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
    return { top: index * ROW - scrollTop } as DOMRect;
  });
  for (const [name, get] of [
    ['scrollHeight', () => rows() * ROW],
    ['clientHeight', () => VIEW],
  ] as const) {
    Object.defineProperty(HTMLDivElement.prototype, name, { configurable: true, get });
  }
  Object.defineProperty(HTMLDivElement.prototype, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (v: number) => {
      scrollTop = Math.max(0, Math.min(v, maxScroll()));
    },
  });
  Element.prototype.scrollIntoView = vi.fn(() => {
    scrollTop = maxScroll();
  });
});

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
  for (const name of ['scrollHeight', 'clientHeight', 'scrollTop']) {
    delete (HTMLDivElement.prototype as unknown as Record<string, unknown>)[name];
  }
  box = null;
});

function Chat({ ids, mine = false }: { ids: string[]; mine?: boolean }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { listRef, endRef } = useChatScroll(
    { oldestId: ids[0], newestId: ids.at(-1), newestMine: mine },
    scrollerRef,
  );
  return (
    <div
      ref={(el) => {
        scrollerRef.current = el;
        box = el;
      }}
    >
      <ul ref={listRef}>
        {ids.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
      <div ref={endRef} />
    </div>
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `m${from + i}`);
const topOf = (id: string) =>
  [...box!.querySelectorAll('li')].find((li) => li.textContent === id)!.getBoundingClientRect().top;
/** The reader scrolls the box (the browser then fires scroll). */
function scrollTo(y: number) {
  box!.scrollTop = y;
  fireEvent.scroll(box!);
}

describe('useChatScroll', () => {
  it('opens at the newest message', () => {
    render(<Chat ids={range(50, 100)} />);
    expect(scrollTop).toBe(50 * ROW - VIEW);
  });

  it('keeps the message that was the oldest where it was when older ones come in above', () => {
    const { rerender } = render(<Chat ids={range(50, 100)} />);
    scrollTo(0);
    expect(topOf('m50')).toBe(0);
    rerender(<Chat ids={range(0, 100)} />);
    expect(topOf('m50')).toBe(0);
    expect(scrollTop).toBe(50 * ROW);

    scrollTo(30); // the reader moved a little before the next page: that place is kept too
    rerender(<Chat ids={range(-50, 100)} />);
    expect(topOf('m0')).toBe(-30);
  });

  it('keeps the place when a new message arrives in the same render as the older page', () => {
    const { rerender } = render(<Chat ids={range(50, 100)} />);
    scrollTo(0);
    // The scrollHeight grows by 51 rows, but only the 50 above the reader count.
    rerender(<Chat ids={range(0, 101)} />);
    expect(topOf('m50')).toBe(0);
  });

  it('follows a new message when the reader is at the end, or sent it; not while reading older ones', () => {
    const { rerender } = render(<Chat ids={range(0, 60)} />);
    rerender(<Chat ids={range(0, 61)} />);
    expect(scrollTop).toBe(maxScroll());

    scrollTo(100);
    rerender(<Chat ids={range(0, 62)} />);
    expect(scrollTop).toBe(100);
    rerender(<Chat ids={range(0, 63)} mine />);
    expect(scrollTop).toBe(maxScroll());
  });

  it('counts a reader within 80 px of the end as at the end', () => {
    expect(distanceFromEnd({ scrollHeight: 1000, scrollTop: 720, clientHeight: 200 })).toBe(80);
    const { rerender } = render(<Chat ids={range(0, 60)} />);
    scrollTo(maxScroll() - 80);
    rerender(<Chat ids={range(0, 61)} />);
    expect(scrollTop).toBe(maxScroll());
  });
});
