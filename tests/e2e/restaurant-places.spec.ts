// Open now, the map and Near me (issue 42, decision 0050) in real Chromium against the emulators and the
// real rules: the owner types today's hours and pins the restaurant on their profile; the page says open
// or closed at a fixed browser clock and shows the map with its text alternative; "Near me" with the
// location granted lists the restaurant first, and with it denied says so. Tiles come from the local stub.
import { devices, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { createUser, expect, inNewContext, signIn, test } from './support/fixtures';
import { arrangeRestaurant } from './support/world';

const PHONE = { ...devices['Pixel 7'], baseURL: E2E.baseURL };

/** The weekday ('Monday') and 'HH:MM' in Rome at `at`. */
function inRome(at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Rome',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { weekday: get('weekday'), time: `${get('hour')}:${get('minute')}` };
}

const MINUTE = 60_000;

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

  // The browser's clock a little ahead of the real one (Firestore refuses a clock behind its own
  // writes): open from an hour before it to an hour after, in Rome, on the day the range starts.
  const openAt = new Date(Math.ceil((Date.now() + 5 * MINUTE) / MINUTE) * MINUTE);
  const from = inRome(new Date(openAt.getTime() - 60 * MINUTE));
  const to = inRome(new Date(openAt.getTime() + 60 * MINUTE));

  // The owner's editor, on the profile's overview: the range, a second one added and removed, the zone,
  // the pin at the centre of the map (the map starts on Rome without one).
  await signIn(page, owner, '/restaurant/profile');
  const editor = page.getByRole('region', { name: 'Hours and location' });
  const day = editor.getByRole('group', { name: from.weekday, exact: true });
  await day.getByRole('checkbox', { name: 'Closed' }).uncheck();
  const first = day.getByRole('group', { name: `${from.weekday}, hours 1` });
  await first.getByLabel('Opens').fill(from.time);
  await first.getByLabel('Closes').fill(to.time);
  await day.getByRole('button', { name: 'Add hours' }).click();
  await expect(day.getByRole('group', { name: `${from.weekday}, hours 2` }).getByLabel('Opens')).toHaveValue(
    '19:00',
  );
  await day.getByRole('button', { name: `Remove ${from.weekday}, hours 2` }).click();
  await editor.getByLabel('Time zone').fill('Europe/Rome');
  // A tap away from the centre (other specs pin the centre): the pin is this restaurant's alone.
  const map = editor.getByRole('region', { name: 'Location on the map' });
  await expect(map).toBeVisible();
  await map.click({ position: { x: 60, y: 50 } });
  const pinText = await editor.getByText(/^Pin at /).textContent();
  const [, lat, lng] = /Pin at (-?[\d.]+), (-?[\d.]+)/.exec(pinText ?? '') ?? [];
  const pin = { latitude: Number(lat), longitude: Number(lng) };
  expect(Math.abs(pin.latitude - 41.9)).toBeLessThan(0.2);
  await editor.getByRole('button', { name: 'Save hours and location' }).click();
  await expect(page.getByText('Hours and location saved')).toBeVisible();

  // Inside the range: open, and when it closes.
  await page.clock.setFixedTime(openAt);
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Open now · closes ${to.time}`)).toBeVisible();
  await expect(page.getByRole('region', { name: `Map of ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in the maps app' })).toHaveAttribute(
    'href',
    /^geo:41\.9/,
  );
  // After it: closed until the same range next week.
  await page.clock.setFixedTime(new Date(openAt.getTime() + 90 * MINUTE));
  await page.reload();
  await expect(page.getByText(`Closed · opens ${from.weekday} ${from.time}`)).toBeVisible();

  // Another diner near the pin, location granted: the restaurant first, with its distance.
  await inNewContext(browser, { ...PHONE, geolocation: pin, permissions: ['geolocation'] }, async (other) => {
    await signIn(other, diner, '/search');
    await searchNearMe(other);
    const list = other.getByRole('list', { name: 'Near me' });
    await expect(list.getByRole('link').first()).toContainText(name);
    await list.getByRole('link', { name: new RegExp(name) }).click();
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  // Location denied: it says so, and search still works.
  await inNewContext(browser, { ...PHONE, permissions: [] }, async (other) => {
    await signIn(other, diner, '/search');
    await searchNearMe(other);
    await expect(other.getByText(/Location permission is off/)).toBeVisible();
    // Its whole name: "Osteria " alone finds a page of the suite's other osterias first.
    await other.getByRole('searchbox').fill(name);
    await expect(other.getByRole('link', { name: new RegExp(name) })).toBeVisible();
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

test.describe('tiles unreachable', () => {
  test.use({ allowErrors: ['tilesHeld'] });

  test('the page says the map could not load, and its address and maps link still work', async ({ page }) => {
    const owner = await createUser({ gold: 10 });
    const diner = await createUser({ gold: 50 });
    const name = await arrangeRestaurant(owner, diner);
    await signIn(page, owner, '/restaurant/profile');
    const editor = page.getByRole('region', { name: 'Hours and location' });
    await expect(editor.getByRole('region', { name: 'Location on the map' })).toBeVisible();
    await editor.getByRole('button', { name: 'Pin the centre of the map' }).click();
    await editor.getByRole('button', { name: 'Save hours and location' }).click();
    await expect(page.getByText('Hours and location saved')).toBeVisible();

    await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'See your public page' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByText('The map could not load. The address and the link below still work.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in the maps app' })).toHaveAttribute('href', /^geo:/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
