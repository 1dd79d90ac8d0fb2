// The verified bill's steps in the browser (decision 0046), shared by verified-bill.spec.ts and
// verified-bill-camera.spec.ts: the owner's till issues a code, the diner claims it on the scan screen.
import { encode } from 'uqr';
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

/**
 * A video of `text`'s QR code for Chromium's fake camera (--use-file-for-fake-video-capture): Y4M, a
 * header and raw I420 frames (a luma plane, then two chroma planes at half size, grey: 128). The code is
 * drawn black on white, as the till does, `module` pixels a module with a quiet zone of 4.
 */
export function qrVideoY4m(text: string, { width = 640, height = 480, frames = 2, module = 10 } = {}) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const side = data.length * module;
  if (side > Math.min(width, height)) throw new Error(`a ${side}px code does not fit ${width}x${height}`);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (data[Math.floor(y / module)]![Math.floor(x / module)]) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}
