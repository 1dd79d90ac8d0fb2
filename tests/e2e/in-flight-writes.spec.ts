// A write the offline cache does not keep (a transaction: here a comment) is not lost unseen: while it
// is in flight, reloading the page asks first (issue 39, decision 0044). The transaction's commit is held
// on the network until the test lets it go, so it is in flight for certain, with no timer.
import type { Route } from '@playwright/test';
import { newPost } from '../../src/features/feed/api/post-doc';
import { stamped } from '../../fixtures/step-docs';
import { commitDocs, createUser, expect, signIn, test } from './support/fixtures';

/** A transaction's commit (plain writes go over the write stream instead). */
const COMMIT = /\/documents:commit(\?|$)/;

test('a comment in flight: reloading asks first; staying lets it land, and then a reload asks nothing', async ({
  page,
}) => {
  const author = await createUser();
  const me = await createUser();
  const postId = `inflight${Date.now().toString(36)}`.padEnd(20, '0').slice(0, 20);
  await commitDocs([
    [`posts/${postId}`, stamped(newPost(author.uid, { content: 'Held in flight' }), new Date())],
  ]);

  await signIn(page, me, `/post/${postId}`);
  const post = page.getByRole('article', { name: `Post by ${author.username}` });
  // The post's own page opens with its comments shown.
  await post.getByLabel('Add a comment').fill('Do not lose me');

  // The commit reaches the network and waits there.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: (route: Route) => void;
  const commitHeld = new Promise<Route>((resolve) => (held = resolve));
  await page.route(COMMIT, async (route) => {
    held(route);
    await released;
    await route.continue();
  });
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await commitHeld;

  // Reloading now asks first; the person stays.
  const asked = page.waitForEvent('dialog');
  const reloading = page.evaluate(() => location.reload()).catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await reloading;

  // Let the commit through: the comment lands, and nothing is in flight any more.
  release();
  await expect(post.getByRole('list', { name: 'Comment list' })).toContainText('Do not lose me');
  await expect(post.getByRole('button', { name: /1 comment$/ })).toBeVisible();
  await page.unroute(COMMIT);
  const askedAgain: string[] = [];
  page.on('dialog', (d) => {
    askedAgain.push(d.type());
    void d.accept();
  });
  await page.reload();
  const reloaded = page.getByRole('article', { name: `Post by ${author.username}` });
  await expect(reloaded.getByRole('button', { name: /1 comment$/ })).toBeVisible();
  expect(askedAgain).toEqual([]);
});
