// Elite Cities from real groups (decision 0052): a group created in a new city brings that city onto
// the board with the group's points; a member's join adds their gold and their leave takes it away.
// Run side by side with other suites: E2E_PORT=4341 E2E_PROJECT=demo-cities.
import type { Page } from '@playwright/test';
import {
  createUser,
  expect,
  getDocument,
  revealBelowFold,
  signIn,
  test,
  uniqueName,
} from './support/fixtures';

// A real 1x1 PNG: the browser decodes it (resize step) before the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The city's row on the home page's Elite Cities board, once the sections are scrolled into view. */
async function cityRow(page: Page, city: string) {
  await page.goto('/');
  // The sections load once near the viewport: below a long board (the whole suite's users) only a scroll
  // brings them, so the heading is not there to scroll to.
  await revealBelowFold(page);
  await page.getByRole('heading', { level: 2, name: 'Elite Cities' }).scrollIntoViewIfNeeded();
  return page.getByRole('list', { name: 'Top elite cities' }).getByRole('button', { name: new RegExp(city) });
}

test('a group in a new city puts the city on the board with its points; a leave lowers them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Above the suite's other cities (the board shows the top 5; the project starts empty each run).
  const gold = 5_000_000;
  const creator = await createUser({ gold });
  const member = await createUser({ gold: 400_000 });
  const city = `Cittadella ${uniqueName('c').slice(-8)}`;

  await signIn(page, creator, '/elite-groups/new');
  await page
    .getByLabel('Group photo')
    .setInputFiles({ name: 'group.png', mimeType: 'image/png', buffer: PNG });
  const name = `Citizens ${creator.username.slice(-4)}`;
  await page.getByLabel('Group name').fill(name);
  // Typed with outer spaces and another case: the city is one all the same.
  await page.getByLabel('City').fill(`  ${city.toUpperCase()} `);
  await page.getByLabel('Region / district').fill('Centro');
  await page.getByLabel('Description').fill('Diners of the new city');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const cityId = city.toLowerCase();
  expect(await getDocument(`eliteGroups/${id}`)).toMatchObject({ cityId });

  const points = (n: number) => new RegExp(`${n.toLocaleString('en-US')}\\s*points`);
  let row = await cityRow(page, city.toUpperCase());
  await expect(row).toContainText('1 active user · 1 group');
  await expect(row).toContainText(points(gold));

  // The creator invites the member, who accepts: the city gains the member and their gold.
  await page.goto(`/elite-groups/${id}`);
  await page.getByRole('button', { name: 'Invite Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Members' });
  await dialog.getByLabel('Search users').fill(member.username);
  await dialog.getByRole('checkbox', { name: member.username }).check();
  await dialog.getByRole('button', { name: 'Send Invites' }).click();
  await expect(dialog).toBeHidden();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member, `/elite-groups/${id}`);
  await memberPage.getByRole('button', { name: 'Accept invite' }).click();
  await expect(memberPage.getByText('You are a member')).toBeVisible();
  row = await cityRow(page, city.toUpperCase());
  await expect(row).toContainText('2 active users · 1 group');
  await expect(row).toContainText(points(gold + 400_000));

  // The city opens its real top groups, each linking to its page.
  await row.click();
  const cityDialog = page.getByRole('dialog', { name: `${city.toUpperCase()} Elite Groups` });
  await expect(cityDialog.getByRole('link', { name })).toHaveAttribute('href', `/elite-groups/${id}`);
  await cityDialog.getByRole('button', { name: 'Close' }).click();

  // The member leaves: the city loses them and their gold.
  await memberPage.getByRole('tab', { name: 'Members' }).click();
  await memberPage.getByRole('button', { name: 'Leave group' }).click();
  await expect(memberPage.getByRole('button', { name: 'Leave group' })).toHaveCount(0);
  await expect(row).toContainText('1 active user · 1 group');
  await expect(row).toContainText(points(gold));
  expect(await getDocument(`eliteCities/${cityId}`)).toMatchObject({
    totalPoints: gold,
    totalUsers: 1,
    totalGroups: 1,
  });
  await memberContext.close();
});
