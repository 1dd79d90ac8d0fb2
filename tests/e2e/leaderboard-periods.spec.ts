// Leaderboards that move (docs/decisions/0010-caps-and-periods.md), in real Chromium against the
// real emulators and rules:
//   E2E_PORT=4511 E2E_PROJECT=demo-periods node stack/with-stack.mjs -- npx playwright test tests/e2e/leaderboard-periods.spec.ts
// The bill is written through the scan screen with the real clock (the rules derive the period keys from
// the server's time, the app from the browser's: they agree); then the browser's clock moves past the
// next Monday in Rome (Playwright's clock), and This Week is another week.
import type { Page } from '@playwright/test';
import { periodKeysAt } from '../../src/domain/period-keys';
import { createUser, expect, getDocument, signIn, test, untilAppRuns } from './support/fixtures';
import { arrangeFollow } from './support/points';
import { answerModelInPage, fencedReply, localDate, uploadReceipt } from './support/scan';

// The browser's clock moves to next week on purpose; the SDK notices (support/console-errors.ts).
test.use({ allowErrors: ['clockMoved'] });

const CONGRATS = 'Congratulations! You earned Gold Points!';

const periodButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Period' }).getByRole('button', { name, exact: true });

/** The rows of the board named `name` once it has loaded (its list, or the empty state), as text. */
async function boardRows(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('list', { name, exact: true });
  const empty = page.getByText('No users found');
  await expect(list.or(empty)).toBeVisible();
  return (await list.count()) === 0 ? [] : list.getByRole('listitem').allInnerTexts();
}

/** 00:30 in Rome on the Monday after `from`: the first instant of the next ISO week, plus 30 minutes. */
function nextMondayInRome(from: Date): Date {
  const week = periodKeysAt(from).week;
  let t = from.getTime();
  while (periodKeysAt(new Date(t)).week === week) t += 15 * 60_000;
  return new Date(t + 30 * 60_000);
}

test('a bill this week ranks its diner on This Week; after next Monday only All Time still shows them', async ({
  page,
}) => {
  const diner = await createUser();
  // Above any other spec's bill of this week (a bill is at most €1,000).
  const bill = {
    restaurantName: `Osteria Periodi ${Date.now().toString(36)}`,
    address: 'Via del Corso 10, Roma',
    totalAmount: 999.99,
    date: localDate(0),
    items: [{ name: 'Menu degustazione', price: 999.99 }],
  };
  await answerModelInPage(page, fencedReply(bill));
  await signIn(page, diner, '/scan');
  await uploadReceipt(page);
  const card = page.getByRole('article', { name: 'Receipt details' });
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CONGRATS)).toBeVisible();

  const now = periodKeysAt(new Date());
  await expect
    .poll(async () => (await getDocument(`users/${diner.uid}`))?.periodPoints?.week)
    .toEqual({ key: now.week, gold: 999, silver: 999 });

  await page.goto('/');
  await untilAppRuns(page);
  await periodButton(page, 'This Week').click();
  await expect(periodButton(page, 'This Week')).toHaveAttribute('aria-pressed', 'true');
  const thisWeek = await boardRows(page, 'Top gold points, This Week');
  expect(thisWeek.find((row) => row.includes(diner.username))).toContain('999');

  // The browser's clock passes Monday 00:00 in Rome: This Week is the next week, where nobody has
  // earned anything yet; All Time is unchanged.
  await page.clock.setFixedTime(nextMondayInRome(new Date()));
  await page.goto('/');
  await untilAppRuns(page);
  await periodButton(page, 'This Week').click();
  expect(
    (await boardRows(page, 'Top gold points, This Week')).some((row) => row.includes(diner.username)),
  ).toBe(false);
  await periodButton(page, 'All Time').click();
  await expect(page.getByRole('list', { name: 'Top gold points, All Time' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Top gold points, All Time' }).getByRole('link', {
      name: new RegExp(diner.username),
    }),
  ).toContainText('999');
});

test('the Friends board shows exactly you and the people you follow; visitors have no Friends board', async ({
  page,
  browser,
}) => {
  const me = await createUser({ gold: 20 });
  const followed = await createUser({ gold: 300 });
  const alsoFollowed = await createUser({ gold: 7 });
  const stranger = await createUser({ gold: 5000 });
  const fan = await createUser({ gold: 800 });
  await arrangeFollow(me, followed);
  await arrangeFollow(me, alsoFollowed);
  // Someone who follows me is not on my board (I do not follow them).
  await arrangeFollow(fan, me);

  await signIn(page, me, '/');
  await page.getByRole('group', { name: 'Whose board' }).getByRole('button', { name: 'Friends' }).click();
  const rows = await boardRows(page, 'Friends gold points, All Time');
  expect(rows).toHaveLength(3);
  for (const [i, user] of [followed, me, alsoFollowed].entries()) expect(rows[i]).toContain(user.username);
  for (const row of rows) {
    expect(row).not.toContain(stranger.username);
    expect(row).not.toContain(fan.username);
  }

  // The chosen period applies to the Friends board too: nobody here earned anything this week.
  await periodButton(page, 'This Week').click();
  expect(await boardRows(page, 'Friends gold points, This Week')).toEqual([]);

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await expect(visitorPage.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(visitorPage.getByRole('group', { name: 'Period' })).toBeVisible();
    await expect(visitorPage.getByRole('group', { name: 'Whose board' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
