// What `npm run measure:leaderboard` needs besides its pages (decision 0023, issue 31): the CPU slowdown
// that measures a fast machine as the slow one, and the shapes of the app's built page that show what
// the goals would cost (MEASURE_SHAPES=1). Pure functions, tested in page-shapes.test.mjs.

/** Lighthouse's mobile CPU slowdown, on the slow machine the goals were set on. */
export const BASE_SLOWDOWN = 4;
/**
 * Lighthouse's benchmark index of that machine: an idle AMD EPYC of this kind, 2 cores (decision 0023,
 * 27 November). Above SLOW_MACHINE_BENCHMARK a machine is measured as this one.
 */
export const SLOW_MACHINE_INDEX = 1180;
export const SLOW_MACHINE_BENCHMARK = 1500;

/**
 * The CPU slowdown that measures a machine of benchmark index `index` as the slow machine: 4x there and
 * on any machine as slow, 4x times how much faster a faster one is (as Lighthouse's CPU throttling
 * calibration does), to one decimal. `calibrate: false` keeps 4x.
 */
export function slowdownFor(index, { calibrate = true } = {}) {
  if (!calibrate || !(index > SLOW_MACHINE_BENCHMARK)) return BASE_SLOWDOWN;
  return Math.round(((BASE_SLOWDOWN * index) / SLOW_MACHINE_INDEX) * 10) / 10;
}

const ENTRY_LIST = /<script type="application\/json" id="entry-scripts">.*?<\/script>/s;

/**
 * The built page without the list of the app's scripts, which the early script requests once the frame
 * has painted (src/app/first-paint/start-entry.ts): the frame and the painted rows, and no app.
 */
export function withoutApp(html) {
  const out = html.replace(ENTRY_LIST, '');
  if (out === html) throw new Error("page-shapes: the built page has no list of the app's scripts");
  return out;
}

/**
 * From <head> on, #root stays hidden until the board's rows have replaced the home frame's placeholder
 * (an <ol> in #home-frame), the app has replaced the frame, or `maxMs` has passed: the first paint then
 * has the rows.
 */
export const HOLD_FIRST_PAINT_SCRIPT = (maxMs) =>
  '<style id="hold-first-paint">#root{visibility:hidden}</style><script>(function(){' +
  'var seen=!!document.getElementById("home-frame");' +
  'function show(){var s=document.getElementById("hold-first-paint");if(s)s.remove();}' +
  'new MutationObserver(function(_,o){var f=document.getElementById("home-frame");if(f)seen=true;' +
  'if(f?f.querySelector("ol"):seen){o.disconnect();show();}})' +
  `.observe(document.documentElement,{childList:true,subtree:true});setTimeout(show,${maxMs});})()</script>`;

/** The built page with its first paint held for the rows (HOLD_FIRST_PAINT_SCRIPT); the app starts as usual. */
export function rowsFirst(html, maxMs = 3000) {
  if (!html.includes('</head>')) throw new Error('page-shapes: the built page has no </head>');
  return html.replace('</head>', `${HOLD_FIRST_PAINT_SCRIPT(maxMs)}</head>`);
}

/** The shapes MEASURE_SHAPES measures, by name: each the built index.html made into another. */
export const SHAPES = {
  'no-app': { name: 'Goldfork, app not started', make: withoutApp },
  'rows-first': { name: 'Goldfork, rows in the first paint', make: (html) => rowsFirst(html) },
  'rows-first-no-app': {
    name: 'Goldfork, rows in the first paint, app not started',
    make: (html) => rowsFirst(withoutApp(html)),
  },
};
