// The first paint speaks the visitor's language (decision 0033): the server sends the Italian HTML by
// the language cookie, then Accept-Language, and its frames (the leaderboard, messages, feed, profile and
// perks frames, all shown when no script runs) and the rows the early script paints are Italian, with no
// English flash.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { describeEnglish, englishLeft } from './support/english-left';
import { createUser, expect, test } from './support/fixtures';

/** The page / with every script blocked, in a browser set up by `options`. */
async function htmlOnly(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

test('with scripts blocked, an Italian browser gets an Italian first paint with no English left', async ({
  browser,
}) => {
  const { context, page } = await htmlOnly(browser, { locale: 'it-IT' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // Every frame shows with no script to choose one: each is checked.
  await expect(page.locator('[data-frame]')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(describeEnglish('/ (scripts blocked, it-IT)', await englishLeft(page))).toEqual([]);
  await context.close();
});

test('the language cookie the app sets wins over the browser’s languages, both ways', async ({ browser }) => {
  const cookie = (value: string) => ({
    name: 'firebase-language-override',
    value,
    domain: 'localhost',
    path: '/',
  });
  // An English browser whose user chose Italian in the app.
  const italian = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
  await italian.addCookies([cookie('it')]);
  const itPage = await italian.newPage();
  await itPage.goto('/');
  await expect(itPage.locator('html')).toHaveAttribute('lang', 'it');
  expect(describeEnglish('/ (cookie it)', await englishLeft(itPage))).toEqual([]);
  await italian.close();

  // An Italian browser whose user chose English.
  const english = await browser.newContext({ locale: 'it-IT', javaScriptEnabled: false });
  await english.addCookies([cookie('en')]);
  const enPage = await english.newPage();
  await enPage.goto('/');
  await expect(enPage.locator('html')).toHaveAttribute('lang', 'en');
  await expect(enPage.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await english.close();
});

test('the rows the early script paints before the app runs are Italian too', async ({ browser }) => {
  await createUser({ gold: 1 }); // the board is not empty (1 point: it pushes no other spec's user off)
  // No service worker (it would serve the entry past the held route); the app's entry is held back.
  const context = await browser.newContext({ locale: 'it-IT', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/assets\/index-[^/]*\.js$/, () => {
    /* never answered: the HTML and its early script are all there is */
  });
  await page.goto('/');
  await expect(page.locator('ol > li').first()).toBeVisible();
  // The rank badges' and like counts' labels, the points' unit: Italian (digits: paint-board.test.tsx).
  expect(describeEnglish('/ (painted rows, it-IT)', await englishLeft(page))).toEqual([]);
  await context.close();
});
