// Restaurant owner mode (decision 0008) in real Chromium against the built app, the real emulators and rules,
// and the vision stub: activation in settings, the profile made from a scanned bill, edit with
// validation, a diner's bill feeding the owner's statistics and charts, the owner-only route, one owner
// per restaurant, and no statistic for a signed-out visitor.
import type { Browser, Page } from '@playwright/test';
import { E2E } from './support/env';
import { createUser, expect, getDocument, signIn, test, type TestUser } from './support/fixtures';
import { answerModelInPage, fencedReply, localDate, receiptFile, uploadReceipt } from './support/scan';

test.describe.configure({ mode: 'serial' });

const ACTIVATED = 'Restaurant mode activated! Scan a bill to set up your profile.';
const ALREADY_CLAIMED = 'This restaurant already has an owner on Goldfork. If it is yours, contact support.';

let serial = 0;
function restaurant() {
  serial += 1;
  return {
    restaurantName: `Osteria E2E ${Date.now().toString(36)}${serial}`,
    address: `Via Garibaldi ${serial}, 10122 Torino`,
  };
}

function bill(r: { restaurantName: string; address: string }, totalAmount: number) {
  return { ...r, totalAmount, date: localDate(1), items: [{ name: 'Tajarin', price: totalAmount }] };
}

const ownerSwitch = (page: Page) => page.getByRole('switch', { name: /Activate Restaurant Profile/ });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Scans `reply` on /scan and confirms it. */
async function scanAndConfirm(page: Page, reply: ReturnType<typeof bill>) {
  await answerModelInPage(page, fencedReply(reply));
  await expect(page.getByRole('button', { name: 'Tap to scan a receipt or upload an image' })).toBeEnabled();
  await uploadReceipt(page);
  await page
    .getByRole('article', { name: 'Receipt details' })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

/** A user with owner mode turned on through the settings toggle (the banner, then /scan). */
async function activateOwnerMode(page: Page, user: TestUser) {
  await signIn(page, user, '/settings');
  await expect(ownerSwitch(page)).not.toBeChecked();
  await ownerSwitch(page).click();
  await expect(page.getByRole('status').filter({ hasText: ACTIVATED })).toBeVisible();
  await expect(ownerSwitch(page)).toBeChecked();
  await expect(page).toHaveURL(/\/scan$/, { timeout: 8000 });
}

/** A second user's browser: the same mobile viewport as the test's page (Pixel 7). */
const MOBILE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };

async function dinerScans(browser: Browser, reply: ReturnType<typeof bill>): Promise<TestUser> {
  const diner = await createUser();
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  await signIn(page, diner, '/scan');
  await scanAndConfirm(page, reply);
  await expect(page.getByText('Congratulations! You earned Gold Points!')).toBeVisible();
  await context.close();
  return diner;
}

test('owner journey: activate, profile from a bill, edit with validation, a diner feeds the statistics, turn off', async ({
  page,
  browser,
}) => {
  // Two users and two scans: 17 s on a quiet machine, 64 s in a run with the CPU busy.
  test.setTimeout(120_000);
  const owner = await createUser();
  const r = restaurant();

  // Settings: the toggle, the 3-second banner, then /scan; the owner's bill creates the profile.
  await activateOwnerMode(page, owner);
  await scanAndConfirm(page, bill(r, 75));
  await expect(page.getByText('Restaurant profile created from your bill!')).toBeVisible();
  await expect(page).toHaveURL(/\/restaurant\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: r.restaurantName })).toBeVisible();
  await expect(page.getByText(r.address)).toBeVisible();
  await expect(page.getByLabel('Price range €€')).toBeVisible();

  // No bill yet: the charts show the spec's sample data, labelled.
  await expect(region(page, 'Performance')).toContainText('Total bills0');
  await expect(region(page, 'Visitor analytics')).toContainText('Sample data');

  // Edit: bad input shows each field's message and saves nothing; the website must be a URL.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit restaurant profile' });
  await form.getByLabel('Cuisine').fill('');
  await form.getByLabel('Website (optional)').fill('trattoria dot com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Cuisine is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid URL (for example https://example.com)')).toBeVisible();
  expect((await getDocument(`users/${owner.uid}`))?.restaurantProfile?.cuisine).toBe('Not specified');

  await form.getByLabel('Cuisine').fill('Piedmontese');
  await form.getByLabel('Description').fill('Fresh tajarin every day');
  await form.getByLabel('Opening hours').fill('Tue-Sun 12:00-23:00');
  await form.getByLabel('Phone').fill('+39 011 123456');
  await form.getByLabel('Website (optional)').fill('https://osteria.example.com');
  await form.getByLabel('Price range').selectOption('€€€');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('Piedmontese')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://osteria.example.com' })).toBeVisible();
  expect((await getDocument(`users/${owner.uid}`))?.restaurantProfile).toMatchObject({
    cuisine: 'Piedmontese',
    priceRange: '€€€',
    website: 'https://osteria.example.com',
  });

  // A diner's bill at this restaurant (as the receipt prints it, in capitals) updates the statistics live.
  const diner = await dinerScans(
    browser,
    bill({ ...r, restaurantName: r.restaurantName.toUpperCase() }, 42.5),
  );
  await expect(region(page, 'Performance')).toContainText('Total bills1');
  await expect(region(page, 'Performance')).toContainText('€42.50');
  await expect(region(page, 'Visitor analytics')).not.toContainText('Sample data');
  const spenders = page.getByRole('list', { name: 'Top spenders' });
  await expect(spenders.getByRole('link', { name: diner.username })).toHaveAttribute(
    'href',
    `/profile/${diner.username}`,
  );
  await expect(spenders).toContainText('1 visit');

  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(
    page.getByRole('img', { name: /^Revenue per week, last 12 weeks: highest €42\.50/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Visits by hour of day: highest 1 visit/ })).toBeVisible();
  // Demographics from the bills (issue 43): one diner, new.
  await expect(region(page, 'Demographics')).toContainText(/New diners\s*1 · 100\s?%/);
  await expect(region(page, 'Demographics')).not.toContainText('Sample data');
  await page.getByRole('tab', { name: 'Marketing' }).click();
  for (const status of ['Active', 'Planned', 'Completed']) {
    await expect(page.getByText(status, { exact: true })).toBeVisible();
  }

  // Owner mode off: the settings link goes, and the owner-only route sends to /.
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'Restaurant Profile' })).toBeVisible();
  await ownerSwitch(page).click();
  await expect(ownerSwitch(page)).not.toBeChecked();
  // The link follows the own record's live echo of the transaction, which a busy machine has taken more
  // than the default 10 s to bring (a fresh-clone run at load 13; passed on its retry).
  await expect(page.getByRole('link', { name: 'Restaurant Profile' })).toHaveCount(0, { timeout: 30_000 });
  expect(await getDocument(`users/${owner.uid}`)).toMatchObject({
    isRestaurantOwner: false,
    restaurantActivatedAt: null,
  });
  await page.goto('/restaurant/profile');
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
});

test('a non-owner visiting /restaurant/profile lands on /', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user, '/restaurant/profile');
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
});

test('one owner per restaurant: a second owner is refused, by the form and by a scanned bill', async ({
  page,
  browser,
}) => {
  const first = await createUser();
  const r = restaurant();
  const context = await browser.newContext(MOBILE);
  const firstPage = await context.newPage();
  await activateOwnerMode(firstPage, first);
  await scanAndConfirm(firstPage, bill(r, 30));
  await expect(firstPage).toHaveURL(/\/restaurant\/profile$/);
  await context.close();

  const second = await createUser();
  await activateOwnerMode(page, second);
  // The scan's owner set-up is refused...
  await scanAndConfirm(page, bill(r, 31));
  await expect(page.getByText(ALREADY_CLAIMED)).toBeVisible();
  // ...and so is the form, with the same restaurant written differently.
  await page.goto('/restaurant/profile');
  const form = page.getByRole('form', { name: 'Set up your restaurant' });
  // 'Scan from a bill' fills name and address through the shared vision client (answered in the page).
  await answerModelInPage(page, fencedReply({ restaurantName: r.restaurantName, address: r.address }));
  await form.getByLabel('Bill image').setInputFiles(receiptFile('bill.png'));
  await expect(form.getByRole('status')).toHaveText('Restaurant profile updated from bill!');
  await expect(form.getByLabel('Restaurant name')).toHaveValue(r.restaurantName);
  await expect(form.getByLabel('Address')).toHaveValue(r.address);
  // A reply the model could not read: the red banner with the message.
  await answerModelInPage(page, 'I cannot read this bill.');
  await form.getByLabel('Bill image').setInputFiles(receiptFile('blurry.png'));
  await expect(form.getByRole('alert')).toHaveText(
    'Could not find all required information (restaurantName, address). Please try again with a clearer image.',
  );
  await form.getByLabel('Restaurant name').fill(`  ${r.restaurantName.toLowerCase()} `);
  await form.getByLabel('Description').fill('Mine, really');
  await form.getByLabel('Address').fill(r.address.toUpperCase());
  await form.getByLabel('Cuisine').fill('Italian');
  await form.getByLabel('Opening hours').fill('Always');
  await form.getByLabel('Phone').fill('+39 011 999999');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').filter({ hasText: ALREADY_CLAIMED })).toBeVisible();
  expect((await getDocument(`users/${second.uid}`))?.restaurantProfile).toBeNull();
});

test('a signed-out visitor reads no statistic or spender', async ({ page, browser }) => {
  const owner = await createUser();
  const r = restaurant();
  await activateOwnerMode(page, owner);
  await scanAndConfirm(page, bill(r, 20));
  await expect(page).toHaveURL(/\/restaurant\/profile$/);
  await dinerScans(browser, bill(r, 55));
  await expect(region(page, 'Performance')).toContainText('Total bills1');

  // The REST API without credentials applies the rules as to a signed-out visitor.
  const base = `${E2E.firestoreURL}/v1/projects/${E2E.projectId}/databases/(default)/documents`;
  const stats = await fetch(`${base}/users/${owner.uid}/private/restaurantStats`);
  expect(stats.status).toBe(403);
  const user = await fetch(`${base}/users/${owner.uid}`);
  expect(user.status).toBe(200);
  const text = await user.text();
  for (const secret of ['spenders', 'totalBills', 'totalRevenue', 'lastBillAt', 'averageBill']) {
    expect(text).not.toContain(secret);
  }
  const bills = await fetch(`${base}/bills`);
  expect(bills.status).toBe(403);
});
