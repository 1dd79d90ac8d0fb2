// The first paint of / comes from the HTML (issue 12; docs/decisions/0013-first-paint-from-html.md):
// index.html holds the home page's frame and asks for the board before any script has loaded; React
// then takes the frame over in place. These tests compare the HTML's frame (JavaScript off) with the page
// React renders, and follow the board's query.
import type { Page } from '@playwright/test';
import { E2E } from './support/env';
import { createUser, expect, test } from './support/fixtures';

const RUN_QUERY = /documents:runQuery(\?|$)/;

/** Whether the HTML's answer is still waiting to be taken. */
const firstBoardLeft = (page: Page) =>
  page.evaluate(() => (window as { __goldforkFirstBoard?: unknown }).__goldforkFirstBoard !== undefined);

/** Where the title, the period toggles and the top of the board sit on the page. */
async function frameBoxes(page: Page) {
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    if (!b) throw new Error(`${selector} is not on the page`);
    return {
      x: Math.round(b.x),
      y: Math.round(b.y),
      width: Math.round(b.width),
      height: Math.round(b.height),
    };
  };
  return {
    title: await box('h1:has-text("Leaderboard")'),
    allTime: await box('button:has-text("All Time")'),
    silver: await box('button:has-text("Silver")'),
    board: await box('[aria-label="Loading leaderboard"], ol'),
  };
}

/** Position and width: the board's height depends on how many rows it has. */
function withoutBoardHeight(boxes: Awaited<ReturnType<typeof frameBoxes>>) {
  return { ...boxes, board: { ...boxes.board, height: 0 } };
}

test.describe('first paint of /', () => {
  test('the HTML paints the home page frame, and React takes it over without moving anything', async ({
    browser,
  }) => {
    // A full board of 10, as on a live site (a short board would end above the frame's ten rows).
    await Promise.all(Array.from({ length: 10 }, (_, i) => createUser({ gold: 950 + i })));
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const htmlOnly = await noScript.newPage();
    await htmlOnly.goto('/');
    await expect(htmlOnly.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(htmlOnly.getByRole('status', { name: 'Loading leaderboard' })).toBeVisible();
    const fromHtml = await frameBoxes(htmlOnly);
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    // Every layout shift from navigation on, including those before this script could look.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const what = entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80));
          shifts.push(`${entry.value.toFixed(4)} ${what.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.locator('ol > li').first()).toBeVisible();
    const fromReact = await frameBoxes(page);
    expect(withoutBoardHeight(fromReact)).toEqual(withoutBoardHeight(fromHtml));
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    const total = shifts.reduce((sum, s) => sum + Number(s.split(' ')[0]), 0);
    expect(total, shifts.join('\n')).toBeLessThan(0.01);
    await context.close();
  });

  test('the board is asked for from the HTML once, before the scripts run, and fresh on coming back', async ({
    browser,
  }) => {
    const leader = await createUser({ gold: 990_000 + Math.floor(Math.random() * 9_000) });
    const context = await browser.newContext();
    const page = await context.newPage();
    const queries: string[] = [];
    page.on('request', (req) => {
      if (RUN_QUERY.test(req.url()) && req.method() === 'POST') queries.push(req.postData() ?? '');
    });
    await page.goto('/');
    const row = page.getByRole('link', { name: new RegExp(leader.username) });
    await expect(row).toBeVisible();
    // The inline script's request is the users query of the top 10 by gold: sent from <head>, so it
    // left before the entry script had been parsed and run (the app's own code cannot send it sooner).
    const firstBoard = queries.filter((q) => q.includes('"goldPoints"') && q.includes('"users"'));
    expect(firstBoard).toHaveLength(1);
    expect(await firstBoardLeft(page)).toBe(false); // taken by the page

    // A new leader after the first visit shows on coming back inside the app: the board is read again
    // (through the Lite reader), not the HTML's answer reused.
    const newLeader = await createUser({ gold: 999_999 });
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.getByRole('link', { name: new RegExp(newLeader.username) })).toBeVisible();
    expect(queries.length).toBeGreaterThan(firstBoard.length);
    await context.close();
  });

  test('other pages neither show the home frame nor ask for the board', async ({ page }) => {
    const queries: string[] = [];
    page.on('request', (req) => {
      if (RUN_QUERY.test(req.url())) queries.push(req.url());
    });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: /terms/i }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toHaveCount(0);
    expect(await firstBoardLeft(page)).toBe(false);
    expect(queries).toEqual([]);
  });

  test('when the HTML’s query fails, the page asks again through the Lite reader', async ({ page }) => {
    const leader = await createUser({ gold: 980_000 + Math.floor(Math.random() * 9_000) });
    let failed = 0;
    // Fail only the first runQuery (the inline script's); the app's own retry goes through.
    await page.route(`${E2E.firestoreURL}/**`, (route) => {
      if (failed === 0 && RUN_QUERY.test(route.request().url())) {
        failed += 1;
        return route.fulfill({ status: 503, body: 'unavailable' });
      }
      return route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(leader.username) })).toBeVisible();
    expect(failed).toBe(1);
  });
});
