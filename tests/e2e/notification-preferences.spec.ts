// Settings → Notifications (decision 0029) with two users in real Chromium against the emulators and the
// real rules: B mutes likes and follows, and they stay off after a reload; A's like and follow reach B
// as nothing (no notification, no badge), while A's comment, which B did not mute, arrives; B turns likes
// back on and A's next like arrives.
import type { Page } from '@playwright/test';
import { createUser, expect, getDocument, signIn, test } from './support/fixtures';
import { arrangeBill, isoDay } from './support/profile';

const kindSwitch = (page: Page, label: string) => page.getByRole('switch', { name: new RegExp(`^${label}`) });

/** Flips one kind's switch and waits until its save has settled (the switch is enabled again). */
async function setKind(page: Page, label: string, on: boolean) {
  const sw = kindSwitch(page, label);
  await expect(sw).toBeEnabled();
  await sw.click();
  await expect(sw).toBeEnabled();
  if (on) await expect(sw).toBeChecked();
  else await expect(sw).not.toBeChecked();
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('menu', { name: 'Main menu' });
}

/** A likes B's bill on its own page and waits until the like is stored. */
async function likeBill(page: Page, billId: string) {
  await page.goto(`/post/${billId}`);
  const bill = page.getByRole('article', { name: 'Bill' });
  await bill.getByRole('button', { name: /^Like this bill/ }).click();
  await expect(bill.getByRole('button', { name: /^Unlike this bill \(1 like\)/ })).toBeVisible();
  return bill;
}

test('muted likes and follows are not sent; a kind turned back on is', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const b = await createUser();
  const a = await createUser();
  const bill = { address: 'Via Roma 2, Milan', totalAmount: 20, date: isoDay(1) };
  const first = await arrangeBill(b, { ...bill, restaurantName: 'Osteria Prima' });
  const second = await arrangeBill(b, {
    ...bill,
    restaurantName: 'Trattoria Seconda',
    createdAt: new Date(Date.now() + 1),
  });

  // ---- B opens Settings → Notifications: every kind on, then likes and follows off.
  await signIn(page, b, '/settings');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  for (const label of ['Likes', 'Comments', 'Follows', 'Points received', 'Group invites', 'Messages']) {
    await expect(kindSwitch(page, label)).toBeChecked();
  }
  await setKind(page, 'Likes', false);
  await setKind(page, 'Follows', false);

  // ---- a reload reads them back off.
  await page.reload();
  await expect(kindSwitch(page, 'Likes')).not.toBeChecked();
  await expect(kindSwitch(page, 'Follows')).not.toBeChecked();
  await expect(kindSwitch(page, 'Comments')).toBeChecked();
  expect(await getDocument(`users/${b.uid}/preferences/notifications`)).toEqual({
    like: false,
    follow: false,
  });

  // ---- A likes B's bill, follows B, and comments (comments stay on).
  const aContext = await browser.newContext();
  const aPage = await aContext.newPage();
  await signIn(aPage, a, `/profile/${b.username}`);
  await aPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(aPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  const liked = await likeBill(aPage, first);
  // (a bill's own page shows its comments open)
  await liked.getByLabel('Add a comment').fill('Lovely place');
  await liked.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(liked.getByRole('list', { name: 'Comment list' })).toContainText('Lovely place');

  // The like and the follow went through without their notifications.
  expect(await getDocument(`likes/${a.uid}_${first}`)).toMatchObject({ userId: a.uid });
  expect(await getDocument(`follows/${a.uid}_${b.uid}`)).toMatchObject({ followerId: a.uid });
  expect(await getDocument(`notifications/like_${a.uid}_${first}`)).toBeNull();
  expect(await getDocument(`notifications/follow_${a.uid}_${b.uid}`)).toBeNull();

  // ---- B sees only the comment: one notification, and the badge counts 1.
  await page.goto('/notifications');
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${a.username} commented: “Lovely place”`);
  let menu = await openMenu(page);
  await expect(menu.getByLabel('1 unread')).toBeVisible();
  await page.keyboard.press('Escape');

  // ---- B turns likes back on; A's next like arrives, and the badge counts it.
  await page.goto('/settings/notifications');
  await setKind(page, 'Likes', true);
  await likeBill(aPage, second);
  await page.goto('/notifications');
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('link', { name: new RegExp(`${a.username} liked your bill`) })).toHaveAttribute(
    'href',
    `/post/${second}`,
  );
  menu = await openMenu(page);
  await expect(menu.getByLabel('2 unread')).toBeVisible();
  await aContext.close();
});
