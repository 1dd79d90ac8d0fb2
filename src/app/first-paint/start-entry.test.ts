import { handoff } from '@/platform/first-paint-handoff';
import { ENTRY_SCRIPTS_ID } from './frame-ids';
import {
  firstPaintNotAwaited,
  readEntryScripts,
  requestScripts,
  SCRIPTS_PER_TASK,
  startEntryAfterFirstPaint,
} from './start-entry';

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

  it('appends a few per task, in order, the entry’s script last', async () => {
    const preloads = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    const done = requestScripts({ src: '/assets/index-abc.js', preloads });
    // The first task appends only its share: the rest follow in tasks of their own.
    expect(requested()).toHaveLength(SCRIPTS_PER_TASK);
    await done;
    expect(requested().map((el) => el.getAttribute('src') ?? el.getAttribute('href'))).toEqual([
      '/assets/index-abc.js',
      ...preloads,
      '/assets/index-abc.js',
    ]);
    expect(requested().at(-1)?.tagName).toBe('SCRIPT');
  });

  it('adds the preloads of this page alone (home’s board on /, none elsewhere)', async () => {
    const withHome = { ...scripts, byPath: { '/': ['/assets/leaderboard-page-ghi.js'] } };
    const hrefs = () => requested().map((el) => el.getAttribute('src') ?? el.getAttribute('href'));
    const path = window.location.pathname;
    try {
      window.history.replaceState(null, '', '/');
      await requestScripts(withHome);
      expect(hrefs()).toEqual([
        '/assets/index-abc.js',
        '/assets/react-def.js',
        '/assets/leaderboard-page-ghi.js',
        '/assets/index-abc.js',
      ]);
      document.head.innerHTML = '';
      window.history.replaceState(null, '', '/feed');
      await requestScripts(withHome);
      expect(hrefs()).toEqual(['/assets/index-abc.js', '/assets/react-def.js', '/assets/index-abc.js']);
    } finally {
      window.history.replaceState(null, '', path);
    }
  });

  describe('on a page with a frame, in a visible tab with paint timing', () => {
    type Callback = (
      list: { getEntries: () => { element: Element }[] },
      observer: { disconnect: () => void },
    ) => void;
    let paint: (element: Element) => void;

    beforeEach(() => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      vi.stubGlobal(
        'PerformanceObserver',
        Object.assign(
          class {
            constructor(private callback: Callback) {
              paint = (element) =>
                this.callback({ getEntries: () => [{ element }] }, { disconnect: () => {} });
            }
            observe() {}
          },
          { supportedEntryTypes: ['largest-contentful-paint'] },
        ),
      );
      document.body.innerHTML =
        '<main data-frame><h1><span id="t">Leaderboard</span></h1><img id="photo" data-first-paint></main><p id="other">x</p>';
    });
    afterEach(() => vi.unstubAllGlobals());

    it('waits for the title’s paint, its text in an element of its own included', () => {
      startEntryAfterFirstPaint(scripts, document, 60_000);
      paint(document.getElementById('other')!);
      expect(requested()).toHaveLength(0);
      paint(document.getElementById('t')!);
      expect(requested()).toHaveLength(3);
    });

    it('waits for the marked photo instead while a painter awaits it', () => {
      handoff().awaitFirstPaint = true;
      startEntryAfterFirstPaint(scripts, document, 60_000);
      paint(document.getElementById('t')!);
      expect(requested()).toHaveLength(0);
      paint(document.getElementById('photo')!);
      expect(requested()).toHaveLength(3);
    });

    it('starts at once when a painter finds nothing to wait for after all', () => {
      handoff().awaitFirstPaint = true;
      startEntryAfterFirstPaint(scripts, document, 60_000);
      firstPaintNotAwaited();
      expect(requested()).toHaveLength(3);
    });
  });

  it('a painter with nothing to wait for starts them through the handoff, once', () => {
    const start = vi.fn();
    handoff().startEntry = start;
    firstPaintNotAwaited();
    expect(handoff().awaitFirstPaint).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
