// The on-device scan (decision 0009) in the build with no vision endpoint (playwright.config.ts, project
// 'on-device'): generated receipt photos read by tesseract.js in Chromium through the app, the fields
// shown for checking, and Confirm earning the points. Few cases: each reading takes seconds on 2 cores.
import type { Page } from '@playwright/test';
import { createUser, expect, getDocument, signIn, test, type TestUser } from './support/fixtures';
import { generatedReceipt } from './support/receipts';
import { billsOf, uploadReceipt } from './support/scan';

const CONGRATS = 'Congratulations! You earned Gold Points!';
/** A first reading downloads and starts the reader, then reads: generous under load, never a sleep. */
const READING = { timeout: 45_000 };

const card = (page: Page) => page.getByRole('article', { name: 'Receipt details' });

async function openScan(page: Page, user: TestUser) {
  await signIn(page, user, '/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Receipt' })).toBeVisible();
}

test('with no model configured, a photographed receipt is read on the device and Confirm earns the points', async ({
  page,
  browser,
}) => {
  const user = await createUser({ gold: 5 });
  const receipt = await generatedReceipt(browser, 3, {
    seed: 11,
    lang: 'it',
    moneyStyle: 'commaEuro',
    dateStyle: 'slash',
    background: 'wood',
  });
  await openScan(page, user);
  await expect(page.getByRole('note')).toContainText('Receipts are read on this device');
  await expect(page.getByText(/not set up/)).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);

  // Hold the reader's chunk a moment so the progress can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/read-receipt-text-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const started = Date.now();
  await uploadReceipt(page, receipt.file);
  const progress = page.getByRole('status').filter({ hasText: 'Analyzing receipt...' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();

  const total = card(page).getByRole('textbox', { name: 'Total (€)' });
  await expect(total).toHaveValue(receipt.truth.totalAmount.toFixed(2), READING);
  console.log(`on-device reading of ${receipt.file.name}, first scan: ${Date.now() - started} ms`);
  await expect(card(page).getByLabel('Date')).toHaveValue(receipt.truth.date);
  await expect(card(page).getByRole('textbox', { name: 'Restaurant' })).not.toHaveValue('');
  await expect(card(page).getByRole('textbox', { name: 'Address' })).not.toHaveValue('');
  const points = Math.floor(receipt.truth.totalAmount);
  await expect(card(page)).toContainText(`You will earn ${points} Gold Points`);

  await card(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CONGRATS)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${user.username}$`), { timeout: 8_000 });
  expect(await getDocument(`users/${user.uid}`)).toMatchObject({
    goldPoints: 5 + points,
    silverPoints: 5 + points,
  });
  const bills = await billsOf(user.uid);
  expect(bills).toHaveLength(1);
  expect(bills[0]!.data).toMatchObject({
    totalAmount: receipt.truth.totalAmount,
    date: receipt.truth.date,
    goldPointsEarned: points,
  });
});

test('the read fields can be corrected before Confirm: the points follow the edited total; Cancel writes nothing', async ({
  page,
  browser,
}) => {
  const user = await createUser();
  const receipt = await generatedReceipt(browser, 7, {
    seed: 12,
    lang: 'de',
    moneyStyle: 'eurPrefix',
    dateStyle: 'dot',
    background: 'dark',
  });
  await openScan(page, user);
  await uploadReceipt(page, receipt.file);
  const total = card(page).getByRole('textbox', { name: 'Total (€)' });
  await expect(total).toHaveValue(receipt.truth.totalAmount.toFixed(2), READING);
  await expect(card(page).getByLabel('Date')).toHaveValue(receipt.truth.date);

  await total.fill('12,90');
  await expect(card(page)).toContainText('You will earn 12 Gold Points and 12 Silver Points.');
  await total.fill('');
  await expect(total).toHaveAttribute('aria-invalid', 'true');
  await expect(card(page).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await card(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(await billsOf(user.uid)).toHaveLength(0);
  expect(await getDocument(`users/${user.uid}`)).toMatchObject({ goldPoints: 0 });
});
