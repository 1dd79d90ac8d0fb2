// The verified bill (issue 41, decision 0046) in real Chromium against the emulators and the real rules,
// with two people on two phones: the owner's till issues a code for €42.50; the diner types it on the
// scan screen and confirms; the bill shows as verified, the diner's verified gold rises by 42 and the
// till shows the code claimed; a second diner typing the same code is refused; a review written from that
// bill shows "Verified by the restaurant".
import { devices, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { createUser, expect, revealBelowFold, signIn, test } from './support/fixtures';
import {
  codeCard,
  confirmCodeBill,
  issueCode,
  openCodeClaim,
  tillState,
  typeCode,
  verifiedGold,
} from './support/verified-bill';
import { arrangeRestaurant } from './support/world';

/** Another person's phone. */
const PHONE = { ...devices['Pixel 7'], baseURL: E2E.baseURL };
const reviews = (page: Page) => page.getByRole('list', { name: 'Reviews' });

test('a code from the till makes a verified bill, once, and its review says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ gold: 10 });
  const regular = await createUser({ gold: 200 });
  const name = await arrangeRestaurant(owner, regular);
  const diner = await createUser({ gold: 20 });
  const latecomer = await createUser({ gold: 20 });

  // The owner's phone: the till, a code for €42.50.
  const code = await issueCode(page, owner, '42.50');

  // The diner's phone: the verified gold they start with, then the code typed and confirmed.
  const dinerContext = await browser.newContext(PHONE);
  const dinerPage = await dinerContext.newPage();
  await signIn(dinerPage, diner, `/profile/${diner.username}`);
  await expect(verifiedGold(dinerPage)).toHaveText('0');
  await openCodeClaim(dinerPage);
  await typeCode(dinerPage, code.toLowerCase());
  const card = codeCard(dinerPage);
  await expect(card).toContainText(name);
  await expect(card).toContainText('€42.50');
  await expect(card).toContainText('Verified by the restaurant');
  await expect(card).toContainText('You will earn 42 Gold Points and 42 Silver Points.');
  await confirmCodeBill(dinerPage, diner);

  // The bill is verified, the verified gold rose by 42, and the till saw the claim live.
  await expect(verifiedGold(dinerPage)).toHaveText('42');
  await dinerPage.getByRole('button', { name: 'Restaurant spending history' }).click();
  const history = dinerPage.getByRole('dialog');
  const bill = history.getByRole('listitem').filter({ hasText: name });
  await expect(bill).toContainText('€42.50');
  await expect(bill).toContainText('Verified by the restaurant');
  await expect(tillState(page)).toHaveText('Claimed by the diner');

  // A review from that bill: "Verified by the restaurant".
  await history.getByRole('link', { name }).click();
  await expect(dinerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await revealBelowFold(dinerPage);
  const form = dinerPage.getByRole('form', { name: 'Your review' });
  await form
    .locator('label')
    .filter({ has: dinerPage.getByRole('radio', { name: '5 stars' }) })
    .click();
  await form.getByLabel('Your review (optional)').fill('Agnolotti del plin, worth the trip.');
  await form.getByRole('button', { name: 'Post review' }).click();
  const review = reviews(dinerPage).getByRole('listitem').filter({ hasText: 'Agnolotti del plin' });
  await expect(review).toContainText('Verified by the restaurant');
  await dinerContext.close();

  // A second diner's phone: the same code is refused, and nothing is saved.
  const lateContext = await browser.newContext(PHONE);
  const latePage = await lateContext.newPage();
  await signIn(latePage, latecomer);
  await openCodeClaim(latePage);
  await typeCode(latePage, code);
  await expect(latePage.getByText('This code has already been used.')).toBeVisible();
  await expect(codeCard(latePage)).toHaveCount(0);
  await lateContext.close();
});
