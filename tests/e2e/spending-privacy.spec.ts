// "Who can see my spending history" (issue 39, decision 0043) in real Chromium against the emulators
// and the real rules: a diner with a bill chooses Everyone, People I follow, then Only me on /privacy
// (a radio group, used with the keyboard); someone she follows and someone she does not open her
// profile's "Restaurant spending history" each time and see her bills or "This diner keeps their
// spending history private", with no error in their consoles (a refused read would log one). A diner
// who keeps the history private is off the restaurant page's top diners. The setting is checked with axe
// and for overflow at 360 px in both themes.
import { devices, type Page } from '@playwright/test';
import { A11y, THEMES } from './support/a11y';
import { E2E } from './support/env';
import { createUser, expect, getDocument, signIn, test, type TestUser } from './support/fixtures';
import { arrangeFollow } from './support/points';
import { ARRANGED_ADDRESS, arrangeRestaurantWithDiners } from './support/world';
import { restaurantPagePath } from '../../src/domain/paths';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';

const PHONE = { ...devices['Pixel 7'], baseURL: E2E.baseURL };
const PRIVATE = 'This diner keeps their spending history private';
const GROUP = 'Who can see my spending history';

/** Console errors of a page (a refused Firestore read logs one), kept for the end of the test. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

/** Opens the diner's profile and its spending history: the bill's restaurant, or the private message. */
async function expectHistory(page: Page, diner: TestUser, restaurant: string, visible: boolean) {
  await page.goto(`/profile/${diner.username}`);
  await page.getByRole('button', { name: 'Restaurant spending history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurant spending history' });
  if (visible) {
    await expect(dialog.getByRole('link', { name: restaurant })).toBeVisible();
    await expect(dialog.getByText(PRIVATE)).toHaveCount(0);
  } else {
    await expect(dialog.getByText(PRIVATE)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Restaurant visits' })).toHaveCount(0);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * On /privacy, chooses with the keyboard (the arrow keys move and select within the group), then waits
 * until the choice is stored and the group is no longer busy.
 */
/** The value of one line of the list at the top of /privacy, by its label. */
const privacyLine = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

async function choose(page: Page, diner: TestUser, label: string, stored: string) {
  const group = page.getByRole('radiogroup', { name: GROUP });
  const radio = group.getByRole('radio', { name: label });
  while (!(await radio.isChecked())) {
    await group.getByRole('radio', { checked: true }).press('ArrowDown');
  }
  await expect(radio).toBeFocused();
  await expect
    .poll(async () => (await getDocument(`users/${diner.uid}/preferences/privacy`))?.spendingHistory)
    .toBe(stored);
  await expect(group).not.toHaveAttribute('aria-busy');
  await expect(radio).toBeChecked();
}

test('each choice of the spending history, as a followed user and a stranger see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser({ gold: 10 });
  const diner = await createUser({ gold: 75 });
  const friend = await createUser({ gold: 5 });
  const stranger = await createUser({ gold: 5 });
  const restaurant = await arrangeRestaurantWithDiners(owner, [{ diner, amount: 75 }], {
    prefix: 'Trattoria Privata',
  });
  // The diner follows her friend (so "People I follow" lets the friend see), not the stranger; the
  // stranger follows her (which lets them see nothing more).
  await arrangeFollow(diner, friend);
  await arrangeFollow(stranger, diner);

  const friendContext = await browser.newContext(PHONE);
  const strangerContext = await browser.newContext(PHONE);
  try {
    const friendPage = await friendContext.newPage();
    const strangerPage = await strangerContext.newPage();
    const consoles = [watchConsole(friendPage), watchConsole(strangerPage)];
    await signIn(friendPage, friend);
    await signIn(strangerPage, stranger);

    // Everyone (the default): both see the bill; the restaurant page lists her among its top diners.
    await signIn(page, diner, '/privacy');
    const group = page.getByRole('radiogroup', { name: GROUP });
    await expect(group.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    // The list at the top says what holds (issue 43), and follows the choice made below it.
    await expect(privacyLine(page, 'Profile Visibility')).toHaveText('Public; your bills: everyone');
    await expect(privacyLine(page, 'Points Visibility')).toHaveText('Everyone (public leaderboard)');
    await expect(privacyLine(page, 'Hidden Content')).toHaveText(
      "None: you are listed among restaurants' diners",
    );
    await expectHistory(friendPage, diner, restaurant, true);
    await expectHistory(strangerPage, diner, restaurant, true);
    await expectHistory(page, diner, restaurant, true);

    // People I follow: the friend she follows sees it, the stranger who follows her does not.
    await page.goto('/privacy');
    await choose(page, diner, 'People I follow', 'following');
    await expect(privacyLine(page, 'Profile Visibility')).toHaveText('Public; your bills: people you follow');
    await expect(privacyLine(page, 'Hidden Content')).toHaveText("You, from restaurants' diner lists");
    await expectHistory(friendPage, diner, restaurant, true);
    await expectHistory(strangerPage, diner, restaurant, false);

    // Off the restaurant page's lists: the stranger no longer finds her among the top diners.
    await strangerPage.goto(restaurantPagePath(restaurantKeyOf(restaurant, ARRANGED_ADDRESS)));
    await expect(strangerPage.getByRole('heading', { level: 1, name: restaurant })).toBeVisible();
    await expect(strangerPage.getByText('1 Goldfork diner has eaten here')).toBeVisible();
    const top = strangerPage.getByRole('region', { name: 'Top diners' });
    await expect(top.getByText('No diners to show yet')).toBeVisible();
    await expect(top.getByRole('link', { name: new RegExp(diner.username) })).toHaveCount(0);

    // Only me: neither sees it; she still sees her own.
    await page.goto('/privacy');
    await choose(page, diner, 'Only me', 'onlyMe');
    await expectHistory(friendPage, diner, restaurant, false);
    await expectHistory(strangerPage, diner, restaurant, false);
    await expectHistory(page, diner, restaurant, true);

    // Back to Everyone (chosen, not the default): the stranger sees it again.
    await page.goto('/privacy');
    await choose(page, diner, 'Everyone', 'everyone');
    await expectHistory(strangerPage, diner, restaurant, true);

    for (const errors of consoles) expect(errors, 'console errors of a viewer').toEqual([]);
  } finally {
    await friendContext.close();
    await strangerContext.close();
  }
});

test('the setting at 360 px in both themes: axe, nothing cut off', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const me = await createUser({ gold: 5 });
  await signIn(page, me);
  const a11y = new A11y(page, 'en', THEMES);
  await a11y.visit('/privacy', (p) => p.getByRole('radiogroup', { name: GROUP }));
  a11y.expectClean();
});
