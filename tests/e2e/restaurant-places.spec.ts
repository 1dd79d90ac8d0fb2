// Open now, the map and Near me (issue 42, decision 0050) in real Chromium against the emulators and the
// real rules: the owner types today's hours and pins the restaurant on their profile; the page says open
// or closed at a fixed browser clock and shows the map with its text alternative; "Near me" with the
// location granted lists the restaurant first, and with it denied says so. Tiles come from the local stub.
import { devices, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { createUser, expect, inNewContext, signIn, test } from './support/fixtures';
import { arrangeRestaurant } from './support/world';

const PHONE = { ...devices['Pixel 7'], baseURL: E2E.baseURL };
const ROME = { latitude: 41.9028, longitude: 12.4964 };

/** Today in Rome: its weekday's English name and the UTC instant of `hourUTC`:00 on that date. */
function romeToday(hourUTC: number) {
  const now = new Date();
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [y, m, d] = parts.split('-').map(Number) as [number, number, number];
  return {
    weekday: new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', weekday: 'long' }).format(now),
    at: new Date(Date.UTC(y, m - 1, d, hourUTC, 0)),
  };
}

async function searchNearMe(page: Page) {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Near me' }).click();
}

test('an owner sets hours and the pin; the page says open or closed; Near me finds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ gold: 10 });
  const diner = await createUser({ gold: 50 });
  const name = await arrangeRestaurant(owner, diner);

  // The owner's editor, on the profile's overview: today 12:00-15:00 and 19:00-23:00 in Rome, the pin
  // at the centre of the map (the map starts on Rome without one).
  await signIn(page, owner, '/restaurant/profile');
  const editor = page.getByRole('region', { name: 'Hours and location' });
  const { weekday } = romeToday(12);
  const today = editor.getByRole('group', { name: weekday, exact: true });
  await today.getByRole('checkbox', { name: 'Closed' }).uncheck();
  await today.getByRole('button', { name: 'Add hours' }).click();
  await expect(today.getByRole('group', { name: `${weekday}, hours 2` }).getByLabel('Opens')).toHaveValue(
    '19:00',
  );
  await editor.getByLabel('Time zone').fill('Europe/Rome');
  await expect(editor.getByRole('region', { name: 'Location on the map' })).toBeVisible();
  await editor.getByRole('button', { name: 'Pin the centre of the map' }).click();
  await expect(editor.getByText(/^Pin at 41\.90/)).toBeVisible();
  await editor.getByRole('button', { name: 'Save hours and location' }).click();
  await expect(page.getByText('Hours and location saved')).toBeVisible();

  // 20:00 (or 21:00 in summer) in Rome: open, closes at 23:00.
  await page.clock.setFixedTime(romeToday(19).at);
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Open now · closes 23:00')).toBeVisible();
  await expect(page.getByRole('region', { name: `Map of ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in the maps app' })).toHaveAttribute(
    'href',
    /^geo:41\.90/,
  );
  // 15:30 (or 16:30) in Rome: closed until the evening.
  await page.clock.setFixedTime(new Date(romeToday(14).at.getTime() + 30 * 60_000));
  await page.reload();
  await expect(page.getByText('Closed · opens 19:00')).toBeVisible();

  // Another diner near the pin, location granted: the restaurant first, with its distance.
  await inNewContext(
    browser,
    { ...PHONE, geolocation: ROME, permissions: ['geolocation'] },
    async (other) => {
      await signIn(other, diner, '/search');
      await searchNearMe(other);
      const list = other.getByRole('list', { name: 'Near me' });
      await expect(list.getByRole('link').first()).toContainText(name);
      await list.getByRole('link', { name: new RegExp(name) }).click();
      await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
    },
  );

  // Location denied: it says so, and search still works.
  await inNewContext(browser, { ...PHONE, permissions: [] }, async (other) => {
    await signIn(other, diner, '/search');
    await searchNearMe(other);
    await expect(other.getByText(/Location permission is off/)).toBeVisible();
    await other.getByRole('searchbox').fill(name.slice(0, 8));
    await expect(other.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  });
});

test('Share copies the link where the Web Share API is missing', async ({ page, context }) => {
  const owner = await createUser({ gold: 10 });
  const diner = await createUser({ gold: 50 });
  const name = await arrangeRestaurant(owner, diner);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await signIn(page, owner, '/restaurant/profile');
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});
