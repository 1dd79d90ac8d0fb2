import { expect, revealBelowFold, test } from './support/fixtures';

// Console errors this file causes on purpose (a route's chunk failed on purpose); see
// support/console-errors.ts.
test.use({ allowErrors: ['scriptsHeld'] });

// A screen's code that cannot be downloaded (offline, or a deploy replaced the file names) must show
// the error card, never a blank page; Try again reloads and recovers.
test.describe('a route whose code fails to load', () => {
  test('shows Something went wrong with a way home, and Try again recovers', async ({ page }) => {
    const termsChunk = /\/assets\/terms-page-[^/]*\.js$/;
    await page.route(termsChunk, (route) => route.abort('internetdisconnected'));

    await page.goto('/terms');
    const card = page.getByRole('alert');
    await expect(card.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(card).toContainText('This page could not be loaded');
    await expect(card.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    // The network is back: Try again reloads the page and the screen appears.
    await page.unroute(termsChunk);
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('on the home page, the Elite sections failing to load leave the leaderboard standing', async ({
    page,
  }) => {
    // The leaderboard is in the entry chunk (decision 0013); the sections below it are their own chunk.
    await page.route(/\/assets\/elite-sections-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto('/');
    await revealBelowFold(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Goldfork home' })).toBeVisible();
  });

  test('Back to home leaves the broken screen for the leaderboard', async ({ page }) => {
    await page.route(/\/assets\/data-privacy-page-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto('/data-privacy');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});
