// Installable, offline and resilient (docs/decisions/0011-offline-and-resilience.md), in real
// Chromium against the production build (its service worker included) and the real emulators:
// E2E_PORT=4911 E2E_PROJECT=demo-offline node stack/with-stack.mjs -- npx playwright test tests/e2e/offline.spec.ts
//
// Why no emulator is stopped here: the Firestore emulator is shared by every suite that runs at the
// same time (each with its own project), so stopping it would fail them. What the app sees of a stopped
// emulator is that its host:port stops answering; the tests take exactly that away from this one
// browser context instead:
// - `context.setOffline(true)`: the browser's network is gone (navigator.onLine false, in-flight and new
//   requests fail), as on a phone in a tunnel;
// - `context.route` aborting 127.0.0.1:8080 with 'connectionrefused' while the browser stays online:
//   what a stopped emulator (or an unreachable Firestore) looks like to the page. A route only sees new
//   requests: Firestore's already open listen stream went on delivering (measured: a post written
//   during a route-only cut still arrived in about 0.2 s). A stopped server closes that stream, so the
//   cut starts with a brief offline blip that closes it too; after it only the refused connections
//   remain, and the browser is online.
import type { BrowserContext, Page } from '@playwright/test';
import { newPost } from '../../src/features/feed/api/post-doc';
import { groupDoc } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';
import {
  commitDocs,
  createUser,
  expect,
  getDocument,
  listDocuments,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';

// Console errors this file causes on purpose (the network and Firestore taken away on purpose); see
// support/console-errors.ts.
// The service worker is what these journeys test (the config blocks it elsewhere).
test.use({ allowErrors: ['offline'], serviceWorkers: 'allow' });

const OFFLINE = 'You are offline. Showing saved data.';
type Doc = { id: string; data: Record<string, unknown> };
const FIRESTORE = 'http://127.0.0.1:8080/**';
/**
 * A budget for a page's first answers from the SDKs after a full load (Auth from IndexedDB, Firestore's
 * cache and first listen): CPU work, not an event's delay. With two busy loops on the two cores and
 * other suites running, the first posts of /feed and the user's record after sign-in took more than
 * the default 10 s (issue 34).
 */
const FIRST_ANSWER_MS = 30_000;

const banner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE });

/** The service worker is active, so its precache (the whole shell) is complete. */
async function serviceWorkerActive(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
}

/** A post by `user` written straight to the emulator, as another device would write it. */
async function postAs(user: TestUser, content: string): Promise<string> {
  const id = `e2e-post-${user.uid}-${Date.now()}`;
  const now = new Date();
  await commitDocs([[`posts/${id}`, stamped(newPost(user.uid, { content }), now)]]);
  return id;
}

const postCard = (page: Page, author: TestUser, text: string) =>
  page.getByRole('article', { name: `Post by ${author.username}` }).filter({ hasText: text });

/** Firestore unreachable for this context only (see the top of the file). */
async function cutFirestore(context: BrowserContext) {
  await context.route(FIRESTORE, (route) => route.abort('connectionrefused'));
  await context.setOffline(true);
  await context.setOffline(false);
}

test('installable: the manifest, its icons and a service worker that precaches the shell only', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Goldfork',
    short_name: 'Goldfork',
    start_url: '/',
    display: 'standalone',
    theme_color: '#09090b',
    background_color: '#09090b',
  });
  const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map(
    (i) => `${i.sizes} ${i.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toContain(icon.type);
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await serviceWorkerActive(page)).toMatch(/^activat/);

  // The precache list: the HTML and the hashed shell, not the big lazy chunks nor any OCR data.
  const sw = await (await request.get('/sw.js')).text();
  expect(sw).toContain('"index.html"');
  expect(sw).toMatch(/assets\/index-[\w-]+\.js/);
  expect(sw).toMatch(/assets\/feed-page-[\w-]+\.js/);
  expect(sw).not.toMatch(/heic2any|tesseract|tessdata|traineddata|\.wasm/);
});

test('opens offline from the cache; posts and messages sent offline wait as pending and go through; transactions fail at once', async ({
  page,
  context,
}) => {
  // A budget for CPU work, not for any one wait: some 40 steps, many of them a screen starting up. With
  // four busy loops on this machine's two cores it took 66-78 s, next to the other specs' worker.
  test.setTimeout(180_000);
  const me = await createUser();
  const friend = await createUser();
  await postAs(friend, 'Carbonara at Da Enzo');

  // ---- online: the feed and a conversation are seen once, so the cache holds them.
  await signIn(page, me, '/feed', { freshLoad: true });
  const friendsPost = postCard(page, friend, 'Carbonara at Da Enzo');
  await expect(friendsPost).toBeVisible({ timeout: FIRST_ANSWER_MS });
  // The first posts shown can be the page's early answer (REST, decision 0017), which never enters
  // Firestore's cache, until the live listener answers. A post written now reaches this page through
  // that listener only: once it shows, the listener has answered and the cache holds this feed.
  await postAs(friend, 'Suppli on the way home');
  await expect(postCard(page, friend, 'Suppli on the way home')).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await page.goto(`/messages/${friend.username}`);
  await page.getByLabel('Message', { exact: true }).fill('Hello while online');
  await page.getByRole('button', { name: 'Send' }).click();
  const chat = page.getByRole('list', { name: 'Messages' });
  await expect(
    chat.getByRole('listitem').filter({ hasText: 'Hello while online' }).getByRole('img', { name: 'Unread' }),
  ).toBeVisible();
  // A group this user belongs to, seen once online.
  const groupId = `e2e-offline-${me.uid}`;
  const now = new Date();
  const fields = { name: 'Tunnel Diners', region: 'Centro', city: 'Rome', description: 'Offline test group' };
  await commitDocs([groupDoc(me.uid, groupId, { ...fields, image: '' }, 0, now)]);
  await page.goto(`/elite-groups/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tunnel Diners' })).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  // The chat opens offline only if its conversation is in this device's cache (openConversation); the
  // conversations listener is what puts it there, and the list shows what that listener holds. Waited
  // for, not assumed: on a busy machine its answer can come after the pages above were left.
  await page.goto('/messages');
  await expect(
    page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('listitem')
      .filter({ hasText: friend.username }),
  ).toContainText('You: Hello while online');
  await page.goto(`/messages/${friend.username}`);
  await expect(chat.getByText('Hello while online')).toBeVisible();
  // Registered 5 s after a page's load (decision 0018); ready once its precache of the shell is complete.
  expect(await serviceWorkerActive(page)).toMatch(/^activat/);

  // ---- offline: the indicator, and a reload still opens the app from the service worker and the cache.
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(chat.getByText('Hello while online')).toBeVisible();

  // A message sent offline shows as sending, and the composer is free again.
  await page.getByLabel('Message', { exact: true }).fill('Sent from the tunnel');
  await page.getByRole('button', { name: 'Send' }).click();
  const queuedMessage = chat.getByRole('listitem').filter({ hasText: 'Sent from the tunnel' });
  await expect(queuedMessage).toContainText('Sending...');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  // The group chat too: the message shows as sending.
  await page.goto(`/elite-groups/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tunnel Diners' })).toBeVisible();
  const groupBox = page.getByRole('textbox', { name: 'Message' });
  await groupBox.fill('Group hello from the tunnel');
  await groupBox.press('Enter');
  const groupLog = page.getByRole('log', { name: 'Group chat' });
  await expect(
    groupLog.getByRole('listitem').filter({ hasText: 'Group hello from the tunnel' }),
  ).toContainText('Sending...');
  await expect(groupBox).toHaveValue('');

  // The feed from the cache; a text post made offline is shown as pending.
  await page.goto('/feed');
  await expect(banner(page)).toBeVisible();
  await expect(friendsPost).toBeVisible();
  await page.getByLabel('What did you eat?').fill('Written offline: cacio e pepe');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const myPost = postCard(page, me, 'Written offline: cacio e pepe');
  await expect(myPost).toContainText('Pending');
  await expect(page.getByLabel('What did you eat?')).toHaveValue('');

  // A comment and a like are transactions: they need the server, and say so at once (the default
  // expect timeout of 10 s is below their 15 s guard).
  await friendsPost.getByRole('button', { name: /0 comments/ }).click();
  await friendsPost.getByLabel('Add a comment').fill('Looks great');
  const commentAt = Date.now();
  await friendsPost.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(friendsPost.getByRole('alert')).toHaveText('Failed to add comment');
  console.log(`[offline.spec] an offline comment failed after ${Date.now() - commentAt} ms`);
  await friendsPost.getByRole('button', { name: /^Like this post/ }).click();
  // The spec has no message for a failed like: it says why (docs/decisions/0011).
  await expect(page.getByText('You are offline. Try again when you are back online.')).toBeVisible();

  // Nothing reached the server yet.
  expect(
    (await listDocuments('posts')).filter((d: { data: { userId?: string } }) => d.data.userId === me.uid),
  ).toHaveLength(0);

  // ---- back online: the queued writes go through by themselves and stop being pending.
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await expect(myPost).not.toContainText('Pending');
  await expect
    .poll(async () =>
      (await listDocuments('posts')).some(
        (d: { data: { userId?: string; content?: string } }) =>
          d.data.userId === me.uid && d.data.content === 'Written offline: cacio e pepe',
      ),
    )
    .toBe(true);
  await expect
    .poll(async () =>
      (await listDocuments(`eliteGroups/${groupId}/messages`)).map((d: Doc) => d.data.content),
    )
    .toEqual(['Group hello from the tunnel']);
  await page.goto(`/messages/${friend.username}`);
  await expect(
    chat
      .getByRole('listitem')
      .filter({ hasText: 'Sent from the tunnel' })
      .getByRole('img', { name: 'Unread' }),
  ).toBeVisible();
  const conversation = await getDocument(`conversations/${[me.uid, friend.uid].sort().join('_')}`);
  expect(conversation).toMatchObject({ lastMessage: 'Sent from the tunnel', unreadCount: 2 });
});

test('resilient: with Firestore unreachable mid-session the feed stays, says offline, and recovers by itself', async ({
  page,
  context,
}) => {
  const me = await createUser();
  const friend = await createUser();
  await postAs(friend, 'Before the outage');
  await signIn(page, me, '/feed', { freshLoad: true });
  await expect(postCard(page, friend, 'Before the outage')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await cutFirestore(context);
  // The browser is online again: what says offline now is Firestore itself (its snapshots come from
  // the cache), the signal a stopped emulator gives.
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(banner(page)).toBeVisible();
  await expect(postCard(page, friend, 'Before the outage')).toBeVisible();

  // Another user posts while this page cannot hear about it.
  await postAs(friend, 'Posted during the outage');
  await expect(banner(page)).toBeVisible();
  await expect(postCard(page, friend, 'Posted during the outage')).toHaveCount(0);

  // The server is back: no reload, no click.
  const restoredAt = Date.now();
  await context.unroute(FIRESTORE);
  await expect(postCard(page, friend, 'Posted during the outage')).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toHaveCount(0);
  const recovery = `${Date.now() - restoredAt} ms`;
  test.info().annotations.push({ type: 'recovery', description: recovery });
  console.log(`[offline.spec] the outage's post appeared ${recovery} after the server came back`);
  await expect(postCard(page, friend, 'Before the outage')).toBeVisible();
});
