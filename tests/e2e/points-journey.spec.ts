// The points journey (product.md, sections 4 and 5: Follow, Sending silver), across features in one browser:
// follow someone from their profile, send them silver points, see both balances and both histories move,
// unfollow and see the counters return.
import { createUser, expect, getDocument, signIn, test } from './support/fixtures';
import { followersButton } from './support/profile';

test('follow from the profile, send silver, histories update, unfollow restores the counters', async ({
  page,
  browser,
}) => {
  const me = await createUser({ gold: 300, silver: 200 });
  const friend = await createUser({ gold: 50, silver: 40 });

  await signIn(page, me, `/profile/${friend.username}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(followersButton(page, 1)).toBeVisible();

  await page.getByRole('link', { name: 'Send Silver Points' }).click();
  await expect(page.getByRole('radio', { name: friend.username })).toBeChecked();
  await expect(page.getByLabel('Available Balance')).toContainText('200');
  await page.getByLabel('Amount').fill('35');
  await page.getByRole('button', { name: 'Send Points' }).click();
  // Back on the friend's profile, whose silver tile is live.
  await expect(page).toHaveURL(new RegExp(`/profile/${friend.username}$`));
  await expect(page.getByText('Silver Points', { exact: true }).locator('..')).toContainText('75');

  expect((await getDocument(`users/${me.uid}`))?.silverPoints).toBe(165);
  expect((await getDocument(`users/${friend.uid}`))?.silverPoints).toBe(75);

  await page.goto('/profile/me');
  await expect(page.getByText('Silver Points', { exact: true }).locator('..')).toContainText('165');
  await page.getByRole('button', { name: 'Silver points history' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Silver points history' }).getByRole('listitem').first(),
  ).toContainText(`Sent to ${friend.username}`);

  // The receiver sees it too, in their own session.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await signIn(friendPage, friend, '/profile/me');
  await friendPage.getByRole('button', { name: 'Silver points history' }).click();
  const received = friendPage
    .getByRole('dialog', { name: 'Silver points history' })
    .getByRole('listitem')
    .first();
  await expect(received).toContainText(`Received from ${me.username}`);
  await expect(received).toContainText('+35');
  await friendContext.close();

  await page.goto(`/profile/${friend.username}`);
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(followersButton(page, 0)).toBeVisible();
  expect(await getDocument(`follows/${me.uid}_${friend.uid}`)).toBeNull();
  expect((await getDocument(`users/${me.uid}`))?.following).toBe(0);
  expect((await getDocument(`users/${friend.uid}`))?.followers).toBe(0);
});
