// The verified bill's steps in the browser (decision 0046): the owner's till issues a code, the diner
// claims it on the scan screen.
import type { Page } from '@playwright/test';
import { expect, signIn, type TestUser } from './fixtures';

/** The till's card of the code just issued. */
const tillCard = (page: Page) => page.getByRole('article', { name: /^Code for / });

/** The till's live state of its code (the first status: a spinner inside it is one too, while loading). */
export const tillState = (page: Page) => tillCard(page).getByRole('status').first();

/** Opens the owner's till, issues a code for `total` (as typed, '42.50') and gives the typed code. */
export async function issueCode(page: Page, owner: TestUser, total: string): Promise<string> {
  await signIn(page, owner, '/restaurant/till');
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  await page.getByLabel('Bill total (€)').fill(total);
  await page.getByRole('button', { name: 'Get code' }).click();
  const card = tillCard(page);
  await expect(card.getByRole('heading', { name: `Code for €${total}` })).toBeVisible();
  await expect(tillState(page)).toContainText('Waiting for the diner to claim it...');
  const code = (await page.getByTestId('till-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  return code;
}

/** Opens "Scan the restaurant's code" on the scan screen of a signed-in diner. */
export async function openCodeClaim(page: Page) {
  await page.goto('/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Receipt' })).toBeVisible();
  await page.getByRole('button', { name: "Scan the restaurant's code" }).click();
  await expect(page.getByRole('heading', { level: 2, name: "The restaurant's code" })).toBeVisible();
}

/** Types the code and checks it. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

/** The bill the code makes, as the diner confirms it. */
export const codeCard = (page: Page) =>
  page.getByRole('article', { name: "Bill from the restaurant's code" });

/** Confirms the code's bill and waits for the profile the scan screen opens after a saved bill. */
export async function confirmCodeBill(page: Page, diner: TestUser) {
  await codeCard(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Congratulations! You earned Gold Points!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${diner.username}$`), { timeout: 15_000 });
}

/** The "Verified Gold" figure of the profile on screen. */
export const verifiedGold = (page: Page) =>
  page.locator('dt', { hasText: /^Verified Gold$/ }).locator('xpath=following-sibling::dd[1]');
