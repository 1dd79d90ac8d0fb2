/* global document -- the unit project runs in jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_FIRST_PAINT_SCRIPT, rowsFirst, SHAPES, slowdownFor, withoutApp } from './page-shapes.mjs';

const PAGE =
  '<!doctype html><html><head><title>Goldfork</title></head><body><div id="root">' +
  '<main id="home-frame" data-frame><div role="status"></div></main></div>' +
  '<script type="application/json" id="entry-scripts">{"src":"/assets/index.js","preloads":[]}</script>' +
  '</body></html>';

describe('slowdownFor', () => {
  it('keeps 4x on the slow machine and on any machine up to the slow benchmark', () => {
    expect(slowdownFor(1180)).toBe(4);
    expect(slowdownFor(1500)).toBe(4);
    expect(slowdownFor(600)).toBe(4);
  });

  it('slows a faster machine down by how much faster it is', () => {
    expect(slowdownFor(2360)).toBe(8);
    expect(slowdownFor(2690)).toBe(9.1);
  });

  it('keeps 4x when calibration is off, or the index is unknown', () => {
    expect(slowdownFor(2690, { calibrate: false })).toBe(4);
    expect(slowdownFor(Number.NaN)).toBe(4);
  });
});

describe('withoutApp', () => {
  it("drops the list of the app's scripts and nothing else", () => {
    const out = withoutApp(PAGE);
    expect(out).not.toContain('entry-scripts');
    expect(out).toContain('<main id="home-frame" data-frame>');
  });

  it('refuses a page without the list, which would measure the app itself', () => {
    expect(() => withoutApp('<html><head></head><body></body></html>')).toThrow(/no list/);
  });
});

describe('rowsFirst', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** Runs the hold's markup in this document, as the browser would from <head>. */
  function holdInDocument(maxMs) {
    const holder = document.createElement('div');
    holder.innerHTML = HOLD_FIRST_PAINT_SCRIPT(maxMs);
    document.head.append(holder.querySelector('style'));
    document.body.innerHTML = '<div id="root"><main id="home-frame"><div role="status"></div></main></div>';
    // The page's inline script, run as the page runs it.
    new Function(holder.querySelector('script').textContent)();
  }

  it('puts the hold in <head> and leaves the app', () => {
    const out = rowsFirst(PAGE);
    expect(out.indexOf('hold-first-paint')).toBeLessThan(out.indexOf('</head>'));
    expect(out).toContain('entry-scripts');
  });

  it('holds the first paint without the app in the shape that has neither', () => {
    const out = SHAPES['rows-first-no-app'].make(PAGE);
    expect(out).toContain('hold-first-paint');
    expect(out).not.toContain('entry-scripts');
  });

  it('hides #root until the rows replace the placeholder', async () => {
    holdInDocument(3000);
    expect(document.getElementById('hold-first-paint')).not.toBeNull();
    document.getElementById('home-frame').replaceChildren(document.createElement('ol'));
    await vi.waitFor(() => expect(document.getElementById('hold-first-paint')).toBeNull());
  });

  it('shows the page once the app has replaced the frame', async () => {
    holdInDocument(3000);
    document.getElementById('root').replaceChildren(document.createElement('main'));
    await vi.waitFor(() => expect(document.getElementById('hold-first-paint')).toBeNull());
  });

  it('shows the frame after maxMs when no rows come', () => {
    vi.useFakeTimers();
    holdInDocument(3000);
    vi.advanceTimersByTime(2999);
    expect(document.getElementById('hold-first-paint')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('hold-first-paint')).toBeNull();
  });
});
