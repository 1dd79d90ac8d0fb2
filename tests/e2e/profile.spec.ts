// The profile screen (spec section 2) against the real emulators and rules:
// E2E_PORT=4176 E2E_PROJECT=demo-e2e-profile npx playwright test tests/e2e/profile.spec.ts
import { createUser, expect, getDocument, signIn, test } from './support/fixtures';
import {
  arrangeBill,
  arrangeTransfer,
  followersButton,
  followingButton,
  hoursAgo,
  isoDay,
  patchUser,
} from './support/profile';

// Console errors this file causes on purpose ("a follow that fails" makes Firestore unreachable on purpose);
// see support/console-errors.ts.
test.use({ allowErrors: ['offline'] });

test('an unknown user shows User not found', async ({ page }) => {
  const me = await createUser();
  await signIn(page, me, '/profile/nobody_here_x');
  await expect(page.getByText('User not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
});

test('/profile/me shows own data, the silver history and the spending history', async ({ page }) => {
  const me = await createUser({ gold: 120, silver: 80 });
  const friend = await createUser();
  const other = await createUser();
  await patchUser(me, {
    bio: '',
    socialLinks: { instagram: 'https://instagram.com/goldfork', twitter: '', youtube: '' },
  });
  await arrangeTransfer(friend, me, 25, hoursAgo(2));
  await arrangeTransfer(me, other, 10, hoursAgo(30));
  await arrangeBill(me, {
    restaurantName: 'Trattoria Roma',
    address: 'Via Appia 1, Rome',
    totalAmount: 42.5,
    date: isoDay(1),
  });

  await signIn(page, me, '/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: me.username })).toBeVisible();
  await expect(page.getByText('No bio yet')).toBeVisible();
  await expect(page.getByRole('link', { name: `${me.username} on Instagram` })).toHaveAttribute(
    'href',
    'https://instagram.com/goldfork',
  );
  await expect(page.getByText('Gold Points', { exact: true }).locator('..')).toContainText('120');
  await expect(page.getByText('Silver Points', { exact: true }).locator('..')).toContainText('80');
  await expect(followersButton(page, 0)).toBeVisible();
  await expect(followingButton(page, 0)).toBeVisible();
  // Own profile: no follow button, no message or send buttons.
  await expect(page.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send Silver Points' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Silver points history' }).click();
  const history = page.getByRole('dialog', { name: 'Silver points history' });
  const rows = history.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Received from ${friend.username}`);
  await expect(rows.nth(0)).toContainText('+25');
  await expect(rows.nth(0)).toContainText('2 hours ago');
  await expect(rows.nth(1)).toContainText(`Sent to ${other.username}`);
  await expect(rows.nth(1)).toContainText('\u221210');
  await expect(rows.nth(1)).toContainText('yesterday');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toHaveCount(0);

  await page.getByRole('button', { name: 'Restaurant spending history' }).click();
  const bills = page.getByRole('dialog', { name: 'Restaurant spending history' });
  const bill = bills.getByRole('listitem');
  await expect(bill).toHaveCount(1);
  await expect(bill).toContainText('Trattoria Roma');
  await expect(bill).toContainText('Via Appia 1, Rome');
  await expect(bill).toContainText('€42.50');
  await expect(bill).toContainText('+42 gold');
  await page.keyboard.press('Escape');
  await expect(bills).toHaveCount(0);
});

test("another user's profile: empty histories, and no silver history", async ({ page }) => {
  const me = await createUser();
  const them = await createUser();
  await signIn(page, me, `/profile/${them.username}`);
  await expect(page.getByRole('heading', { level: 1, name: them.username })).toBeVisible();
  await expect(page.getByText(`Hi, I'm ${them.username}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Silver points history' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Restaurant spending history' }).click();
  await expect(page.getByRole('dialog').getByText('No restaurant visits yet')).toBeVisible();
});

test('follow and unfollow from the profile move both counters; Send Silver Points opens the form', async ({
  page,
}) => {
  const me = await createUser();
  const them = await createUser();
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, me, `/profile/${them.username.toUpperCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: them.username })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Message' })).toHaveAttribute(
    'href',
    `/send-message/${them.username}`,
  );
  // Usable at 360 px: nothing overflows sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(followersButton(page, 1)).toBeVisible();
  await expect.poll(async () => (await getDocument(`users/${them.uid}`))?.followers).toBe(1);
  expect(await getDocument(`users/${me.uid}`)).toMatchObject({
    following: 1,
    lastFollowId: `${me.uid}_${them.uid}`,
  });
  expect(await getDocument(`follows/${me.uid}_${them.uid}`)).toMatchObject({
    followerId: me.uid,
    targetUserId: them.uid,
  });

  await followersButton(page, 1).click();
  const followers = page.getByRole('dialog', { name: 'Followers' });
  await expect(followers.getByRole('link', { name: me.username })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/profile/me');
  await expect(followingButton(page, 1)).toBeVisible();
  await followingButton(page, 1).click();
  await page.getByRole('dialog', { name: 'Following' }).getByRole('link', { name: them.username }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${them.username}$`));

  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(followersButton(page, 0)).toBeVisible();
  await expect.poll(async () => (await getDocument(`users/${them.uid}`))?.followers).toBe(0);
  expect((await getDocument(`users/${me.uid}`))?.following).toBe(0);
  expect(await getDocument(`follows/${me.uid}_${them.uid}`)).toBeNull();
  await page.goto('/profile/me');
  await expect(followingButton(page, 0)).toBeVisible();

  await page.goto(`/profile/${them.username}`);
  await page.getByRole('link', { name: 'Send Silver Points' }).click();
  await expect(page).toHaveURL(new RegExp(`/send-points/${them.username}$`));
});

test('a follow that fails shows the message and writes nothing', async ({ page }) => {
  const me = await createUser();
  const them = await createUser();
  await signIn(page, me, `/profile/${them.username}`);
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeEnabled();
  // The transaction's commit never reaches the server.
  await page.route('**/documents:commit*', (route) => route.abort('connectionrefused'));
  await follow.click();
  await expect(page.getByRole('alert')).toHaveText('Failed to update follow status', { timeout: 30_000 });
  await expect(follow).toBeEnabled();
  await expect(followersButton(page, 0)).toBeVisible();
  expect(await getDocument(`follows/${me.uid}_${them.uid}`)).toBeNull();
  expect(await getDocument(`users/${them.uid}`)).toMatchObject({ followers: 0 });
  expect(await getDocument(`users/${me.uid}`)).toMatchObject({ following: 0 });
});
