// "Popular here" (issue 42, decision 0049) and the owner's demographics from the bills (issue 43), in
// real Chromium against the emulators and the real rules: two diners' bills with a dish do not show it;
// a third diner's scan (the app's own bill write, the dish moved in it) makes it appear with its mean
// price and "3 diners"; the owner's dashboard counts that diner as new beside a returning one.
import { devices, type Page } from '@playwright/test';
import { restaurantPagePath } from '../../src/domain/paths';
import { E2E } from './support/env';
import { createUser, expect, inNewContext, revealBelowFold, signIn, test } from './support/fixtures';
import { arrangeDishRestaurant } from './support/dishes';
import { answerModelInPage, fencedReply, localDate, uploadReceipt } from './support/scan';

const ADDRESS = 'Via dei Coronari 12, Roma';
/** The owner's phone. */
const PHONE = { ...devices['Pixel 7'], baseURL: E2E.baseURL };
const popular = (page: Page) => page.getByRole('region', { name: 'Popular here' });

/** The signed-in diner scans and confirms a bill with these items there (the page's own model answers). */
async function scanBillAt(page: Page, restaurantName: string, items: { name: string; price: number }[]) {
  const totalAmount = items.reduce((sum, i) => sum + i.price, 0);
  await answerModelInPage(
    page,
    fencedReply({ restaurantName, address: ADDRESS, totalAmount, date: localDate(0), items }),
  );
  await page.goto('/scan');
  await uploadReceipt(page);
  await page
    .getByRole('article', { name: 'Receipt details' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Congratulations! You earned Gold Points!')).toBeVisible();
}

test('three diners make a dish popular, two do not; the owner sees new and returning diners', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ gold: 10 });
  const ana = await createUser({ gold: 50 });
  const ben = await createUser({ gold: 50 });
  const carla = await createUser({ gold: 5 });
  const name = `Osteria Dishes ${owner.username.slice(-4)}`;
  // Ana twice (a returning diner; her second Cacio e Pepe adds a price, not a diner), Ben once.
  const key = await arrangeDishRestaurant(owner, name, ADDRESS, [
    {
      diner: ana,
      bills: [
        [
          { name: 'Cacio e Pepe', price: 12 },
          { name: 'Tiramisù', price: 6 },
        ],
        [{ name: 'Cacio e pepe', price: 14 }],
      ],
    },
    { diner: ben, bills: [[{ name: 'CACIO E PEPE', price: 13 }]] },
  ]);

  // Two diners: nothing is popular yet.
  await signIn(page, carla, restaurantPagePath(key));
  await revealBelowFold(page);
  await expect(popular(page).getByText('No popular dishes yet')).toBeVisible();
  await expect(popular(page)).not.toContainText('Cacio');

  // Carla's own scan: the third diner.
  await scanBillAt(page, name, [
    { name: 'Càcio e Pepe', price: 13 },
    { name: 'Tiramisù', price: 7 },
  ]);
  await page.goto(restaurantPagePath(key));
  await revealBelowFold(page);
  const dishes = popular(page).getByRole('list', { name: 'Popular here' });
  const cacio = dishes.getByRole('listitem');
  await expect(cacio).toHaveCount(1);
  // The name as the latest bill wrote it; (12 + 14 + 13 + 13) / 4 = 13.
  await expect(cacio).toContainText('Càcio e Pepe');
  await expect(cacio).toContainText('€13.00 on average');
  await expect(cacio).toContainText('3 diners');
  // Tiramisù: 2 diners, not shown; nobody is named in the section.
  await expect(popular(page)).not.toContainText('Tiramis');
  for (const diner of [ana, ben, carla]) await expect(popular(page)).not.toContainText(diner.username);

  // The owner's demographics from the bills: Ana returning, Ben and Carla new.
  await inNewContext(browser, PHONE, async (ownerPage) => {
    await signIn(ownerPage, owner, '/restaurant/profile');
    await ownerPage.getByRole('tab', { name: 'Statistics' }).click();
    const demographics = ownerPage.getByRole('region', { name: 'Demographics' });
    await expect(demographics).toContainText(/New diners\s*2 · 67\s?%/);
    await expect(demographics).toContainText(/Returning diners\s*1 · 33\s?%/);
    await expect(demographics).toContainText(/Visits per diner\s*1\.3/);
    await expect(demographics).toContainText(/Hidden diners\s*0 · 0\s?%/);
    await expect(demographics).not.toContainText('Sample data');
  });
});
