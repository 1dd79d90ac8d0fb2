import { handoff } from '@/platform/first-paint-handoff';
import { ENTRY_SCRIPTS_ID } from './frame-ids';
import { firstPaintNotAwaited, readEntryScripts, startEntryAfterFirstPaint } from './start-entry';

const scripts = { src: '/assets/index-abc.js', preloads: ['/assets/react-def.js'] };
const requested = () => [...document.head.querySelectorAll('script[type=module], link[rel=modulepreload]')];

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  handoff().startEntry = undefined;
  handoff().awaitFirstPaint = undefined;
});

describe('the app’s scripts after the first paint', () => {
  it('reads the list the build left, and finds none in dev', () => {
    expect(readEntryScripts()).toBeNull();
    document.head.innerHTML = `<script type="application/json" id="${ENTRY_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`;
    expect(readEntryScripts()).toEqual(scripts);
  });

  it('requests them at once on a page without a frame (jsdom has no paint timing either)', () => {
    startEntryAfterFirstPaint(scripts);
    expect(requested().map((el) => el.getAttribute('src') ?? el.getAttribute('href'))).toEqual([
      '/assets/index-abc.js',
      '/assets/react-def.js',
      '/assets/index-abc.js',
    ]);
    expect(document.head.querySelector('script')).toHaveAttribute('crossorigin', '');
  });

  it('a painter with nothing to wait for starts them through the handoff, once', () => {
    const start = vi.fn();
    handoff().startEntry = start;
    firstPaintNotAwaited();
    expect(handoff().awaitFirstPaint).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
