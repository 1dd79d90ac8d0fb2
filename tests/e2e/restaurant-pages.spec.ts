// Restaurant pages (issue 32, decisions 0038-0040) in real Chromium against the emulators and the real
// rules: a diner scans a bill at a claimed restaurant, opens its page from the bill and reviews it; a
// diner without a bill there gets no form; the owner replies from their dashboard's link; search finds
// the restaurant and a person; a bookmark shows on the profile; a diner who turned off "Show me among a
// restaurant's diners" is not listed.
import { devices, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import {
  createUser,
  expect,
  getDocument,
  inNewContext,
  revealBelowFold,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';
import { answerModelInPage, fencedReply, localDate, uploadReceipt } from './support/scan';
import { ARRANGED_ADDRESS, arrangeRestaurant } from './support/world';

/** Another person's phone. */
const PHONE = { ...devices['Pixel 7'], baseURL: E2E.baseURL };
const topDiners = (page: Page) => page.getByRole('list', { name: 'Top diners' });
const reviews = (page: Page) => page.getByRole('list', { name: 'Reviews' });

/** Scans and confirms a bill at the restaurant (the page's own model answers), landing on the profile. */
async function scanBillAt(page: Page, diner: TestUser, restaurantName: string, totalAmount: number) {
  await answerModelInPage(
    page,
    fencedReply({
      restaurantName,
      address: ARRANGED_ADDRESS,
      totalAmount,
      date: localDate(0),
      items: [{ name: 'Tajarin al tartufo', price: totalAmount }],
    }),
  );
  await signIn(page, diner, '/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Receipt' })).toBeVisible();
  await uploadReceipt(page);
  await page
    .getByRole('article', { name: 'Receipt details' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Congratulations! You earned Gold Points!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${diner.username}$`), { timeout: 15_000 });
}

test('a diner reviews the restaurant from their bill, the owner replies, a diner without a bill cannot', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ gold: 10 });
  const regular = await createUser({ gold: 200 });
  const name = await arrangeRestaurant(owner, regular);
  const diner = await createUser({ gold: 20 });

  // The bill, then its restaurant's page from the spending history.
  await scanBillAt(page, diner, name, 64.5);
  await page.getByRole('button', { name: 'Restaurant spending history' }).click();
  await page.getByRole('dialog').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('2 Goldfork diners have eaten here')).toBeVisible();
  await expect(topDiners(page).getByRole('link', { name: new RegExp(diner.username) })).toBeVisible();

  // Rate and review: verified by the bill (below the fold, decision 0061).
  await revealBelowFold(page);
  const form = page.getByRole('form', { name: 'Your review' });
  // A star is the label of a visually hidden radio: what a finger taps.
  const fourStars = form.getByRole('radio', { name: '4 stars' });
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
    .click();
  await expect(fourStars).toBeChecked();
  await form.getByLabel('Your review (optional)').fill('Tajarin like my grandmother made them.');
  await form.getByRole('button', { name: 'Post review' }).click();
  const mine = reviews(page).getByRole('listitem').filter({ hasText: 'Tajarin like my grandmother' });
  await expect(mine).toContainText('Verified diner');
  await expect(mine).toContainText('1 visit');
  await expect(page.getByRole('img', { name: 'Rating 4.0 out of 5' })).toBeVisible();

  // A diner without a bill there: the reviews, no form.
  await inNewContext(browser, PHONE, async (stranger) => {
    const visitor = await createUser({ gold: 5 });
    await signIn(stranger, visitor, new URL(page.url()).pathname);
    await revealBelowFold(stranger);
    await expect(reviews(stranger).getByText('Tajarin like my grandmother')).toBeVisible();
    await expect(stranger.getByRole('form', { name: 'Your review' })).toHaveCount(0);
  });

  // The owner, from the dashboard's link to the public page, replies once.
  await inNewContext(browser, PHONE, async (ownerPage) => {
    await signIn(ownerPage, owner, '/restaurant/profile');
    await ownerPage.getByRole('link', { name: 'See your public page' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await revealBelowFold(ownerPage);
    const review = reviews(ownerPage)
      .getByRole('listitem')
      .filter({ hasText: 'Tajarin like my grandmother' });
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByLabel('Your reply').fill('Grazie! Come back for the truffle season.');
    await review.getByRole('button', { name: 'Post reply' }).click();
    await expect(review).toContainText('Grazie! Come back for the truffle season.');
    // Exact: after a reply, "Edit reply" and "Delete reply" also contain "Reply".
    await expect(review.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
    // The page shows the reply from its own pending write at once: the phone stays on until the server
    // has it, or closing the context drops the write on its way and the diner never gets it.
    const stored = `restaurantPages/${restaurantKeyOf(name, ARRANGED_ADDRESS)}/reviews/${diner.uid}`;
    await expect.poll(async () => JSON.stringify(await getDocument(stored))).toContain('truffle season');
  });
  await expect(mine).toContainText('Grazie! Come back for the truffle season.');
});

test('search finds the restaurant and a person, a bookmark shows on the profile, a hidden diner is not listed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ gold: 10 });
  const regular = await createUser({ gold: 200 });
  const name = await arrangeRestaurant(owner, regular);
  const shy = await createUser({ gold: 30 });

  // The shy diner eats there, then turns "Show me among a restaurant's diners" off.
  await scanBillAt(page, shy, name, 48);
  await page.goto('/privacy');
  const setting = page.getByRole('switch', { name: "Show me among a restaurant's diners" });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(setting).not.toBeChecked();
  await expect(setting).toBeEnabled();

  // Search: the restaurant by the start of its name, a person by the start of their username.
  await page.goto('/search');
  const field = page.getByRole('searchbox', { name: 'Search restaurants and people' });
  await field.fill(name.slice(0, -2).toLowerCase());
  const restaurants = page.getByRole('list', { name: 'Restaurants' });
  await expect(restaurants.getByRole('link', { name: new RegExp(name) })).toContainText('2 diners');
  await field.fill(regular.username.slice(0, -1));
  await expect(
    page.getByRole('list', { name: 'People' }).getByRole('link', { name: new RegExp(regular.username) }),
  ).toBeVisible();
  await field.fill(name);
  await restaurants.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The page names the visible diner only; both count.
  await expect(page.getByText('2 Goldfork diners have eaten here')).toBeVisible();
  await expect(topDiners(page).getByRole('link', { name: new RegExp(regular.username) })).toBeVisible();
  await expect(topDiners(page).getByRole('link', { name: new RegExp(shy.username) })).toHaveCount(0);

  // Want to try: the bookmark, then the list on my profile.
  const bookmark = page.getByRole('button', { name: 'Want to try' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/profile/me');
  await page.getByRole('link', { name: 'Want to try' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Want to try' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
});
