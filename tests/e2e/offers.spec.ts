// VIP offers (issue 33) in real Chromium against the emulators and the real rules: an owner with bills
// from three diners sends an offer to the top 2; the third diner gets nothing; a diner redeems it at the
// table and the owner's counts and "Redeemed today" move live; a second redemption (another tab) is
// refused with a clear message; an ended offer cannot be used, even from a screen opened before the end.
import { devices, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { createUser, expect, inNewContext, signIn, test } from './support/fixtures';
import { arrangeRestaurantWithDiners } from './support/world';

/** Another person's phone. */
const PHONE = { ...devices['Pixel 7'], baseURL: E2E.baseURL };
const TITLE = 'Free dessert';

const offerCard = (page: Page) =>
  page.getByRole('list', { name: 'Offers' }).getByRole('listitem').filter({ hasText: TITLE });

test('an owner sends an offer to the top 2 diners, one redeems it once, an ended offer cannot be used', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser({ gold: 10 });
  const first = await createUser({ gold: 300 });
  const second = await createUser({ gold: 200 });
  const third = await createUser({ gold: 50 });
  const name = await arrangeRestaurantWithDiners(
    owner,
    [
      { diner: first, amount: 300 },
      { diner: second, amount: 200 },
      { diner: third, amount: 50 },
    ],
    { prefix: 'Osteria Offerte', rating: { rating: 0, reviews: 0 } },
  );

  // The owner's Marketing tab: no offer yet, the samples as illustration; then a new offer to the top 2.
  await signIn(page, owner, '/restaurant/profile');
  await page.getByRole('tab', { name: 'Marketing' }).click();
  await expect(page.getByText('No offers yet')).toBeVisible();
  await expect(page.getByText('Sample data')).toBeVisible();
  await page.getByRole('button', { name: 'New offer' }).click();
  const form = page.locator('form');
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Description').fill('A glass of Franciacorta on us');
  await expect(form.getByText('Reaches 3 diners')).toBeVisible();
  await form.getByRole('button', { name: 'Top 2' }).click();
  await expect(form.getByText('Reaches 2 diners')).toBeVisible();
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent to 2 diners.')).toBeVisible({ timeout: 20_000 });
  const card = offerCard(page);
  await expect(card).toContainText('Active');
  await expect(card).toContainText(/Sent\s*2 of 2/);
  await expect(card).toContainText(/Redeemed\s*0/);
  await expect(page.getByText('Sample data')).toHaveCount(0);
  await expect(page.getByText('No offer used today yet.')).toBeVisible();

  // The third diner gets nothing.
  await inNewContext(
    browser,
    PHONE,
    async (phone) => {
      await signIn(phone, third, '/perks');
      await expect(phone.getByText('No perks yet')).toBeVisible();
    },
    "the third diner's phone",
  );

  // The top diner: the notification opens the perk; two tabs; one uses it, the other is refused.
  await inNewContext(
    browser,
    PHONE,
    async (phone) => {
      await signIn(phone, first, '/notifications');
      // From the restaurant, by its name: never the owner's own username (decision 0044).
      await phone.getByRole('link', { name: new RegExp(`^${name} sent you an offer: ${TITLE}`) }).click();
      await expect(phone).toHaveURL(/\/perks\/[\w-]+$/);
      const perkURL = new URL(phone.url()).pathname;
      await expect(phone.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(phone.getByRole('link', { name })).toHaveAttribute('href', /^\/restaurants\//);
      await expect(card).toContainText(/Opened\s*1/);

      const other = await phone.context().newPage();
      await other.goto(perkURL);
      await other.getByRole('button', { name: 'Use now' }).click();
      await expect(other.getByRole('dialog', { name: 'Show this to the staff' })).toBeVisible();

      await phone.getByRole('button', { name: 'Use now' }).click();
      await phone
        .getByRole('dialog', { name: 'Show this to the staff' })
        .getByRole('button', { name: 'Use it now' })
        .click();
      const staffCard = phone.getByRole('dialog', { name });
      await expect(staffCard).toContainText(TITLE);
      await expect(staffCard).toContainText(`@${first.username}`);
      const clock = staffCard.getByRole('timer', { name: 'Current time' });
      const shown = await clock.textContent();
      expect(shown).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      await expect(clock).not.toHaveText(shown!); // it ticks

      // The owner's counts and Redeemed today move live.
      await expect(card).toContainText(/Redeemed\s*1/);
      await expect(page.getByRole('list', { name: 'Redeemed today' })).toContainText(`@${first.username}`);

      // The second tab's confirmation, from before: refused, said clearly, no card.
      await other
        .getByRole('dialog', { name: 'Show this to the staff' })
        .getByRole('button', { name: 'Use it now' })
        .click();
      await expect(other.getByRole('alert')).toHaveText('This offer has already been used.');
      await expect(other.getByRole('dialog', { name })).toHaveCount(0);
      await expect(other.getByText('Used', { exact: true })).toBeVisible();

      await phone.keyboard.press('Escape');
      await expect(staffCard).toHaveCount(0);
      await expect(phone.getByText(/^Used at \d{2}:\d{2}/)).toBeVisible();
      await expect(phone.getByRole('button', { name: 'Use now' })).toHaveCount(0);
    },
    "the top diner's phone",
  );

  // The second diner has it open when the owner ends it: the perk says so, and using it is refused.
  await inNewContext(
    browser,
    PHONE,
    async (phone) => {
      await signIn(phone, second, '/perks');
      const perks = phone.getByRole('list', { name: 'Perks' });
      await expect(perks).toContainText('Valid');
      await perks.getByRole('link', { name: TITLE }).click();
      await phone.getByRole('button', { name: 'Use now' }).click();
      const confirm = phone.getByRole('dialog', { name: 'Show this to the staff' });
      await expect(confirm).toBeVisible();

      await card.getByRole('button', { name: `End ${TITLE} now` }).click();
      await page
        .getByRole('dialog', { name: 'End this offer now?' })
        .getByRole('button', { name: 'End offer' })
        .click();
      await expect(card).toContainText('Completed');
      await expect(card.getByRole('button', { name: `End ${TITLE} now` })).toHaveCount(0);
      await expect(card).toContainText(/Redeemed\s*1/);
      // The end reaches the diner's copy (the only document of the offer she reads) once the owner's
      // ending has copied it: her open perk says so live, behind the confirmation.
      await expect(phone.getByText('Ended by the restaurant')).toBeVisible();

      await confirm.getByRole('button', { name: 'Use it now' }).click();
      await expect(phone.getByRole('alert')).toHaveText('The restaurant has ended this offer.');
      await expect(phone.getByRole('dialog', { name })).toHaveCount(0);
      await expect(phone.getByText('Ended by the restaurant')).toBeVisible();
      await expect(phone.getByRole('button', { name: 'Use now' })).toHaveCount(0);
    },
    "the second diner's phone",
  );
});
