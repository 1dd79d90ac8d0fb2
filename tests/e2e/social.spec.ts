// The social layer (decision 0006) with two users in real Chromium against the real emulators and rules:
// E2E_PORT=4311 E2E_PROJECT=demo-e2e-social E2E_STUB_PORT=6311 npx playwright test tests/e2e/social.spec.ts
import type { Page } from '@playwright/test';
import { newPost } from '../../src/features/feed/api/post-doc';
import { stamped } from '../../fixtures/step-docs';
import { commitDocs, createUser, expect, getDocument, signIn, test } from './support/fixtures';
import { arrangeBill, isoDay } from './support/profile';

// A real 2x2 PNG (red, green, blue, white), so the browser decodes it like any photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
);

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('menu', { name: 'Main menu' });
}

test('profile edit and photo, a post with an image, likes, comments and live notifications', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await createUser();
  const friend = await createUser();

  // ---- the author edits the profile: bio with its live counter, links trimmed.
  await signIn(page, author, '/profile/me');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Bio').fill('Pasta lover from Rome');
  await expect(dialog.getByText('21/200')).toBeVisible();
  await dialog.getByLabel('Instagram').fill('  https://instagram.com/pastalover  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Pasta lover from Rome')).toBeVisible();
  await expect(page.getByRole('link', { name: `${author.username} on Instagram` })).toHaveAttribute(
    'href',
    'https://instagram.com/pastalover',
  );

  // ---- photo upload: progress while the bytes go, then the new avatar.
  let releaseUpload!: () => void;
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/v0/b/**/o?**', async (route) => {
    if (route.request().method() === 'POST') await uploadHeld;
    await route.continue();
  });
  await page.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(/Uploading\.\.\. \d+%/)).toBeVisible();
  releaseUpload();
  await expect(page.getByText('Photo updated')).toBeVisible();
  const avatar = page.getByRole('img', { name: `${author.username}'s profile photo` });
  await expect(avatar).toHaveAttribute('src', /profile-photos%2F.*%2Fprofile_[0-9a-f-]+\.png/);
  await page.unroute('**/v0/b/**/o?**');
  const stored = await getDocument(`users/${author.uid}`);
  expect(String(stored?.photoURL)).toContain(`profile-photos%2F${author.uid}%2F`);
  // The uploaded photo is really served.
  const photo = await page.request.get(String(stored?.photoURL));
  expect(photo.ok()).toBe(true);
  // A second photo replaces the first, and the first is deleted from storage.
  await page
    .getByLabel('Change photo')
    .setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG });
  await expect(avatar).not.toHaveAttribute('src', String(stored?.photoURL));
  await expect(avatar).toHaveAttribute('src', /profile-photos%2F/);
  await expect.poll(async () => (await page.request.get(String(stored?.photoURL))).status()).toBe(404);

  // ---- the author posts with an image and a location.
  await page.goto('/feed');
  await page.getByLabel('What did you eat?').fill('  Best cacio e pepe in Trastevere  ');
  await page.getByLabel('Location (optional)').fill('Rome');
  await page.getByLabel('Add photo').setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Selected photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const myPost = page.getByRole('article', { name: `Post by ${author.username}` }).first();
  await expect(myPost).toContainText('Best cacio e pepe in Trastevere');
  await expect(myPost.getByRole('img', { name: `Photo shared by ${author.username}` })).toHaveAttribute(
    'src',
    new RegExp(`post-images%2F${author.uid}%2F`),
  );
  await expect(myPost.getByLabel('Location: Rome')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' }).locator('span')).toHaveCount(0);

  // ---- the friend likes, comments and follows, in their own session.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await signIn(friendPage, friend, '/feed');
  const seen = friendPage.getByRole('article', { name: `Post by ${author.username}` }).first();
  await expect(seen).toContainText('Best cacio e pepe in Trastevere');
  await seen.getByRole('button', { name: /^Like this post/ }).click();
  await expect(seen.getByRole('button', { name: /^Unlike this post \(1 like\)/ })).toBeVisible();
  await seen.getByRole('button', { name: /0 comments/ }).click();
  await expect(seen.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Comment', exact: true })).toBeDisabled();
  await seen.getByLabel('Add a comment').fill('  Looks delicious!  ');
  await seen.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(seen.getByRole('list', { name: 'Comment list' })).toContainText('Looks delicious!');
  await expect(seen.getByRole('button', { name: /1 comment$/ })).toBeVisible();
  await friendPage.goto(`/profile/${author.username}`);
  await friendPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(friendPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  // ---- the author's counts and notifications arrive live (no reload).
  await expect(myPost.getByRole('button', { name: /\(1 like\)/ })).toBeVisible();
  await expect(myPost.getByRole('button', { name: /1 comment$/ })).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByLabel('3 unread')).toBeVisible();
  await menu.getByRole('menuitem', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
  await expect(items).toHaveCount(3);
  const postHref = await page
    .getByRole('link', { name: new RegExp(`${friend.username} liked your post`) })
    .getAttribute('href');
  expect(postHref).toMatch(/^\/post\/[A-Za-z0-9]+$/);
  await expect(
    page.getByRole('link', { name: new RegExp(`${friend.username} commented: “Looks delicious!”`) }),
  ).toHaveAttribute('href', postHref!);
  await expect(
    page.getByRole('link', { name: new RegExp(`${friend.username} started following you`) }),
  ).toHaveAttribute('href', `/profile/${friend.username}`);
  await expect(page.locator('[data-unread="true"]')).toHaveCount(3);

  // ---- mark all as read clears the highlight and the badge.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(page.locator('[data-unread="true"]')).toHaveCount(0);
  const menuAfter = await openMenu(page);
  await expect(menuAfter.getByRole('menuitem', { name: 'Notifications' })).toBeVisible();
  await expect(menuAfter.getByLabel(/unread/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // ---- the link leads to the post with its like and comment; only the comment's author may delete.
  await page.goto(postHref!);
  const onPostPage = page.getByRole('article', { name: `Post by ${author.username}` });
  await expect(onPostPage.getByRole('list', { name: 'Comment list' })).toContainText('Looks delicious!');
  await expect(onPostPage.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);

  await friendPage.goto(postHref!);
  const friendView = friendPage.getByRole('article', { name: `Post by ${author.username}` });
  await friendView.getByRole('button', { name: 'Delete comment' }).click();
  await expect(friendView.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await expect(friendView.getByRole('button', { name: /0 comments/ })).toBeVisible();
  // ...and the author sees it go, live.
  await expect(onPostPage.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  const post = await getDocument(`posts/${postHref!.split('/').pop()}`);
  expect(post).toMatchObject({ likeCount: 1, commentCount: 0, content: 'Best cacio e pepe in Trastevere' });
  // The deleted comment took its notification with it.
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('link')).toHaveCount(2);
  await expect(page.getByText('Looks delicious!')).toHaveCount(0);
  await friendContext.close();
});

test('empty states, the spec’s messages for a refused photo, and a missing post', async ({ page }) => {
  const me = await createUser();
  await signIn(page, me, '/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  await page.goto('/profile/me');
  await page.getByLabel('Change photo').setInputFiles({
    name: 'vector.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByRole('alert')).toHaveText('Please upload a JPG, PNG, or WebP image');
  await page
    .getByLabel('Change photo')
    .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(page.getByRole('alert')).toHaveText('File appears to be empty');

  await page.goto('/post/does-not-exist');
  await expect(page.getByText('Post not found')).toBeVisible();
});

test('a bill on the spending history is liked and commented on; its notification opens the bill', async ({
  page,
  browser,
}) => {
  const owner = await createUser({ gold: 42 });
  const visitor = await createUser();
  const billId = await arrangeBill(owner, {
    restaurantName: 'Osteria Bella',
    address: 'Via Roma 2, Milan',
    totalAmount: 42.5,
    date: isoDay(1),
  });

  await signIn(page, visitor, `/profile/${owner.username}`);
  await page.getByRole('button', { name: 'Restaurant spending history' }).click();
  const history = page.getByRole('dialog', { name: 'Restaurant spending history' });
  await expect(history).toContainText('Osteria Bella');
  await history.getByRole('button', { name: /^Like this bill \(0 likes\)/ }).click();
  await expect(history.getByRole('button', { name: /^Unlike this bill \(1 like\)/ })).toBeVisible();
  await history.getByRole('button', { name: /0 comments/ }).click();
  await history.getByLabel('Add a comment').fill('Great choice!');
  await history.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(history.getByRole('button', { name: /1 comment$/ })).toBeVisible();

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner, '/notifications');
  const liked = ownerPage.getByRole('link', { name: new RegExp(`${visitor.username} liked your bill`) });
  await expect(liked).toHaveAttribute('href', `/post/${billId}`);
  await liked.click();
  const bill = ownerPage.getByRole('article', { name: 'Bill' });
  await expect(bill).toContainText('Osteria Bella');
  await expect(bill.getByRole('button', { name: /\(1 like\)/ })).toBeVisible();
  await expect(bill.getByRole('list', { name: 'Comment list' })).toContainText('Great choice!');
  // Opening it marked that one read; the comment's notification is still unread.
  await ownerPage.goBack();
  await expect(liked).toHaveAttribute('data-unread', 'false');
  await expect(ownerPage.locator('[data-unread="true"]')).toHaveCount(1);
  await ownerContext.close();
});

test('like notifications open what was liked: the bill for a bill (even with a post under its id), the post for a post', async ({
  page,
  browser,
}) => {
  const owner = await createUser();
  const fan = await createUser();
  const squatter = await createUser();
  const billId = await arrangeBill(owner, {
    restaurantName: 'Trattoria Vera',
    address: 'Via Po 3, Turin',
    totalAmount: 30,
    date: isoDay(1),
  });
  // The owner's post, under an auto-id as the app writes it; and a post stored under the bill's id, as
  // could be written before post ids had to be auto-ids (decision 0006; the rules now refuse any other).
  const postId = `P${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, '0')
    .slice(0, 20);
  const postDoc = (userId: string, content: string) => stamped(newPost(userId, { content }), new Date());
  await commitDocs([
    [`posts/${postId}`, postDoc(owner.uid, 'Agnolotti del plin, the real thing')],
    [`posts/${billId}`, postDoc(squatter.uid, 'Squatting on this bill')],
  ]);

  // The fan likes the bill and the post from their /post pages.
  await signIn(page, fan, `/post/${billId}`);
  const billCard = page.getByRole('article', { name: 'Bill' });
  await expect(billCard).toContainText('Trattoria Vera');
  await expect(page.getByText('Squatting on this bill')).toHaveCount(0);
  await billCard.getByRole('button', { name: /^Like this bill \(0 likes\)/ }).click();
  await expect(billCard.getByRole('button', { name: /^Unlike this bill \(1 like\)/ })).toBeVisible();
  await page.goto(`/post/${postId}`);
  const postCard = page.getByRole('article', { name: `Post by ${owner.username}` });
  await postCard.getByRole('button', { name: /^Like this post/ }).click();
  await expect(postCard.getByRole('button', { name: /^Unlike this post \(1 like\)/ })).toBeVisible();
  expect(await getDocument(`likes/${fan.uid}_${billId}`)).toMatchObject({ billId, targetType: 'bill' });
  expect(await getDocument(`likes/${fan.uid}_${postId}`)).toMatchObject({
    billId: postId,
    targetType: 'post',
  });

  // The owner's two notifications: the bill's opens the bill, the post's opens the post.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner, '/notifications');
  const likedBill = ownerPage.getByRole('link', { name: new RegExp(`${fan.username} liked your bill`) });
  await expect(likedBill).toHaveAttribute('href', `/post/${billId}`);
  await likedBill.click();
  const openedBill = ownerPage.getByRole('article', { name: 'Bill' });
  await expect(openedBill).toContainText('Trattoria Vera');
  await expect(openedBill.getByRole('button', { name: /\(1 like\)/ })).toBeVisible();
  await ownerPage.goBack();
  const likedPost = ownerPage.getByRole('link', { name: new RegExp(`${fan.username} liked your post`) });
  await expect(likedPost).toHaveAttribute('href', `/post/${postId}`);
  await likedPost.click();
  const openedPost = ownerPage.getByRole('article', { name: `Post by ${owner.username}` });
  await expect(openedPost).toContainText('Agnolotti del plin, the real thing');
  await expect(openedPost.getByRole('button', { name: /\(1 like\)/ })).toBeVisible();
  // The like's one notification went to the bill's author, not to the squatting post's.
  expect(await getDocument(`notifications/like_${fan.uid}_${billId}`)).toMatchObject({
    recipientId: owner.uid,
    content: 'liked your bill',
  });
  await ownerContext.close();
});

test('leaderboard cards: a visitor sees the count and Sign in to like; a signed-in user likes a card', async ({
  page,
}) => {
  const star = await createUser({ gold: 990_000 });
  const fan = await createUser();
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ hasText: star.username });
  await expect(card.getByLabel('0 likes')).toBeVisible();
  await expect(card.getByText('Sign in to like')).toBeVisible();
  await expect(card.getByRole('button', { name: /Like this user/ })).toHaveCount(0);

  await signIn(page, fan, '/');
  const signedInCard = page.getByRole('listitem').filter({ hasText: star.username });
  await signedInCard.getByRole('button', { name: 'Like this user (0 likes)' }).click();
  await expect(signedInCard.getByRole('button', { name: 'Unlike this user (1 like)' })).toBeVisible();
  expect(await getDocument(`likes/${fan.uid}_${star.uid}`)).toMatchObject({
    userId: fan.uid,
    billId: star.uid,
    targetType: 'user',
  });
  // The count is the user document's own, moved with the like (decision 0027): the board reads nothing else.
  expect(await getDocument(`users/${star.uid}`)).toMatchObject({ likeCount: 1 });
  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: star.username })
      .getByRole('button', { name: 'Unlike this user (1 like)' }),
  ).toBeVisible();
});
