// Block and report (decision 0030) with two users in real Chromium against the emulators and the rules:
// E2E_PORT=4340 E2E_PROJECT=demo-h-c-block node stack/with-stack.mjs --app -- \
//   npx playwright test tests/e2e/block-report.spec.ts --project chromium-mobile
import type { Page } from '@playwright/test';
import { newPost } from '../../src/features/feed/api/post-doc';
import { newComment } from '../../src/social/api/reaction-docs';
import { stamped } from '../../fixtures/step-docs';
import { commitDocs, createUser, expect, getDocument, signIn, test, type TestUser } from './support/fixtures';

const BLOCKED_TEXT = "You can't do this: this user has blocked you.";

/** A post id as the app makes them (20 letters and digits). */
function postId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}xxxxxxxxxxxxxxxxxxxx`.replace(/[^A-Za-z0-9]/g, '').slice(0, 20);
}

/** ann's post with ben's comment on it, and ben's own post (written as the app would, rules off). */
async function arrangeContent(ann: TestUser, ben: TestUser) {
  const annPost = postId('ann');
  const benPost = postId('ben');
  const now = new Date();
  await commitDocs([
    // Ben's comment raised ann's post's count (comments.ts).
    [
      `posts/${annPost}`,
      { ...stamped(newPost(ann.uid, { content: 'Ann’s carbonara' }), now), commentCount: 1 },
    ],
    [`posts/${benPost}`, stamped(newPost(ben.uid, { content: 'Ben’s amatriciana' }), now)],
    [
      `comments/c${benPost}`,
      stamped(newComment(ben.uid, { kind: 'post', id: annPost }, 'Ben was here'), now),
    ],
  ]);
  return { annPost, benPost };
}

const postBy = (page: Page, user: TestUser) =>
  page.getByRole('article', { name: `Post by ${user.username}` });

async function profileMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More actions for this user' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a block refuses the blocked user’s moves and hides their content; unblocking allows them again; a report is received', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const ann = await createUser();
  const ben = await createUser();
  const { annPost, benPost } = await arrangeContent(ann, ben);

  // ---- ann sees ben's post and comment before the block.
  await signIn(page, ann, '/feed');
  await expect(postBy(page, ben)).toContainText('Ben’s amatriciana');
  await page.goto(`/post/${annPost}`);
  await expect(page.getByRole('list', { name: 'Comment list' })).toContainText('Ben was here');

  // ---- ann blocks ben from his profile.
  await page.goto(`/profile/${ben.username}`);
  await profileMenu(page, 'Block user');
  const confirm = page.getByRole('dialog', { name: `Block ${ben.username}?` });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('You blocked this user.')).toBeVisible();

  // ---- ben, in his own browser, tries to follow and to message ann: refused, said plainly.
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await signIn(benPage, ben, `/profile/${ann.username}`);
  await benPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(benPage.getByText(BLOCKED_TEXT)).toBeVisible();
  await benPage.getByRole('link', { name: 'Send Message' }).click();
  await benPage.getByLabel('Message').fill('Hello?');
  await benPage.getByRole('button', { name: 'Send' }).click();
  await expect(benPage.getByText(BLOCKED_TEXT)).toBeVisible();

  // ---- ann no longer sees ben's post or comment.
  await page.goto('/feed');
  await expect(postBy(page, ann)).toContainText('Ann’s carbonara');
  await expect(postBy(page, ben)).toHaveCount(0);
  await page.goto(`/post/${annPost}`);
  await expect(page.getByRole('article', { name: `Post by ${ann.username}` })).toBeVisible();
  await expect(page.getByText('Ben was here')).toHaveCount(0);

  // ---- /privacy: Blocked Users 1 and the list; ann unblocks ben.
  await page.goto('/privacy');
  const blockedRow = page.locator('div', { has: page.locator('dt', { hasText: 'Blocked Users' }) }).last();
  await expect(blockedRow.locator('dd')).toHaveText('1');
  const list = page.getByRole('list', { name: 'Blocked users' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(ben.username);
  await list.getByRole('button', { name: `Unblock ${ben.username}` }).click();
  await expect(list.getByRole('button', { name: `Undo: block ${ben.username} again` })).toBeVisible();
  await expect(blockedRow.locator('dd')).toHaveText('0');

  // ---- ben can follow ann again.
  await benPage.goto(`/profile/${ann.username}`);
  await benPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(benPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect
    .poll(async () => (await getDocument(`follows/${ben.uid}_${ann.uid}`))?.followerId)
    .toBe(ben.uid);
  await benContext.close();

  // ---- ann reports ben's post with a reason: the confirmation shows, the report is stored.
  await page.goto('/feed');
  const benPostCard = postBy(page, ben);
  await expect(benPostCard).toBeVisible();
  await benPostCard.getByRole('button', { name: 'More actions for this post' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report post' });
  await report.getByRole('radio', { name: 'Spam' }).check();
  await report.getByLabel('Details (optional)').fill('Same post every day');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByRole('status')).toHaveText('Thanks, we received your report.');
  await expect
    .poll(async () => (await getDocument(`reports/${ann.uid}_post_${benPost}`))?.reason)
    .toBe('spam');
});
