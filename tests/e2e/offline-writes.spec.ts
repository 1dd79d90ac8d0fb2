// Offline gaps (docs/decisions/0011-offline-and-resilience.md), in real Chromium against the
// production build (its service worker included) and the real emulators:
// E2E_PORT=4560 E2E_PROJECT=demo-helper-c node stack/with-stack.mjs -- npx playwright test tests/e2e/offline-writes.spec.ts
//
// - A write that needs the server (a transaction) fails at once while offline, says so, frees its
//   button, and writes nothing: checked in the emulator once the browser is back online, and by doing
//   the same action online afterwards (its result must be exactly one action's worth).
// - An image from Storage seen online still shows offline after a reload (the service worker's runtime
//   cache).
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { groupDoc } from '../../fixtures/seed-docs';
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
import { patchUser } from './support/profile';
import { storeImage } from './support/storage';
import { arrangeFollow, silverOf } from './support/points';

// Console errors this file causes on purpose (the network taken away on purpose); see
// support/console-errors.ts.
// The service worker is what these journeys test (the config blocks it elsewhere).
test.use({ allowErrors: ['offline'], serviceWorkers: 'allow' });

const OFFLINE_BANNER = 'You are offline. Showing saved data.';
const OFFLINE_ACTION = 'You are offline. Try again when you are back online.';
/** The goal: an offline transaction answers within this long (before: its 15 s guard or longer). */
const FAIL_FAST_MS = 2_000;
type Doc = { id: string; data: Record<string, unknown> };
const FIRESTORE = 'http://127.0.0.1:8080/**';
/**
 * A budget for a page's first answers from the SDKs after a full load (Auth from IndexedDB, Firestore's
 * cache and first listen): CPU work, not an event's delay. With two busy loops on the two cores and
 * other suites running, the first posts of /feed and the user's record after sign-in took more than
 * the default 10 s (issue 34).
 */
const FIRST_ANSWER_MS = 30_000;

const banner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_BANNER });

async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
}

async function goOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
}

/**
 * Reloads once the service worker is active, so that this page is served by it and a navigation made
 * offline opens from its precache (it serves from the next navigation on: no clientsClaim).
 */
async function reloadUnderWorker(page: Page) {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Clicks `button` and returns how many ms the page took from that click to an alert (role="alert")
 * showing `text`, read on the page's own clock: the app's time to fail. Playwright's work around the
 * click (waiting until the button can be clicked, polling for the alert) is left out: on a loaded
 * machine it alone could pass the 2 s goal while the app answered in a tenth of that. The wait itself is
 * long (so that a slow failure is measured, not just reported as missing); callers assert the goal.
 */
async function msUntilAlert(button: Locator, alert: Locator, text: string): Promise<number> {
  await button.evaluate((el, wanted) => {
    const probe: { clickAt?: number; shownAt?: number } = {};
    (window as unknown as { failFastProbe: typeof probe }).failFastProbe = probe;
    const doc = el.ownerDocument;
    doc.addEventListener('click', (e) => (probe.clickAt ??= e.timeStamp), { capture: true });
    const shown = () =>
      Array.from(doc.querySelectorAll('[role="alert"]')).some((a) => a.textContent?.includes(wanted));
    const observer = new MutationObserver(() => {
      if (probe.clickAt === undefined || !shown()) return;
      probe.shownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
  }, text);
  await button.click();
  await expect(alert).toHaveText(text, { timeout: 40_000 });
  const { clickAt, shownAt } = await button.evaluate(
    () => (window as unknown as { failFastProbe: { clickAt?: number; shownAt?: number } }).failFastProbe,
  );
  expect(clickAt, 'the click reached the page').toBeDefined();
  expect(shownAt, 'the alert appeared after the click').toBeDefined();
  const ms = Math.round(shownAt! - clickAt!);
  test.info().annotations.push({ type: 'offline failure', description: `${text}: ${ms} ms` });
  console.log(`[offline-writes.spec] "${text}" after ${ms} ms`);
  return ms;
}

test('offline, sending silver points fails at once with the message, frees the button and writes nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const sender = await createUser({ silver: 20 });
  const receiver = await createUser();
  await arrangeFollow(sender, receiver);
  await signIn(page, sender, `/send-points/${receiver.username}`, { freshLoad: true });
  await expect(page.getByRole('radio', { name: receiver.username })).toBeChecked();
  await expect(page.getByLabel('Available Balance')).toContainText('20');

  await goOffline(page, context);
  await page.getByLabel('Amount').fill('5');
  const send = page.getByRole('button', { name: 'Send Points' });
  const ms = await msUntilAlert(send, page.getByRole('alert'), 'Failed to transfer points');
  expect(ms).toBeLessThan(FAIL_FAST_MS);
  await expect(send).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/send-points/${receiver.username}$`));

  // Back online: the same send goes through once, and only once.
  await goOnline(page, context);
  await send.click();
  await expect(page.getByText(`Sent 5 Silver Points to ${receiver.username}`)).toBeVisible();
  expect(await silverOf(sender)).toBe(15);
  expect(await silverOf(receiver)).toBe(5);
  const sent = (await listDocuments('pointTransactions')).filter((t: Doc) => t.data.senderId === sender.uid);
  expect(sent).toHaveLength(1);
});

test('offline, following fails at once with the message and writes nothing', async ({ page, context }) => {
  test.setTimeout(120_000);
  const me = await createUser();
  const target = await createUser();
  await signIn(page, me, `/profile/${target.username}`, { freshLoad: true });
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeEnabled();

  await goOffline(page, context);
  const ms = await msUntilAlert(follow, page.getByRole('alert'), 'Failed to update follow status');
  expect(ms).toBeLessThan(FAIL_FAST_MS);
  await expect(follow).toBeEnabled();

  await goOnline(page, context);
  await follow.click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  expect(await getDocument(`users/${me.uid}`)).toMatchObject({ following: 1 });
  expect(await getDocument(`users/${target.uid}`)).toMatchObject({ followers: 1 });
  const notices = (await listDocuments('notifications')).filter(
    (n: Doc) => n.data.recipientId === target.uid && n.data.type === 'follow',
  );
  expect(notices).toHaveLength(1);
});

test('with the server unreachable and the network up, following fails at once too', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const me = await createUser();
  const target = await createUser();
  await signIn(page, me, `/profile/${target.username}`, { freshLoad: true });
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeEnabled();

  // What a stopped emulator looks like to this page (tests/e2e/offline.spec.ts, cutFirestore): its
  // connections refused, after a blip that closes the open listen stream; the browser stays online.
  await context.route(FIRESTORE, (route) => route.abort('connectionrefused'));
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(banner(page)).toBeVisible();
  const ms = await msUntilAlert(follow, page.getByRole('alert'), 'Failed to update follow status');
  expect(ms).toBeLessThan(FAIL_FAST_MS);
  await expect(follow).toBeEnabled();

  await context.unroute(FIRESTORE);
  await expect(banner(page)).toHaveCount(0, { timeout: 30_000 });
  expect(await getDocument(`follows/${me.uid}_${target.uid}`)).toBeNull();
  expect(await getDocument(`users/${target.uid}`)).toMatchObject({ followers: 0 });
});

test('offline, accepting a group invite fails at once with the offline message and writes nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const creator = await createUser({ gold: 300 });
  const me = await createUser({ gold: 40 });
  const groupId = `e2e-offline-join-${me.uid}`;
  const now = new Date();
  const fields = { name: 'Cellar Club', region: 'Centro', city: 'Rome', description: 'Offline join test' };
  const [path, group] = groupDoc(creator.uid, groupId, { ...fields, image: '' }, 300, now);
  // The creator's invite since (invite-members.ts) adds me to pendingInvites.
  await commitDocs([[path, { ...group, pendingInvites: [me.uid] }]]);
  await signIn(page, me, `/elite-groups/${groupId}`, { freshLoad: true });
  const accept = page.getByRole('button', { name: 'Accept invite' });
  await expect(accept).toBeEnabled();

  await goOffline(page, context);
  const invite = page.getByRole('region', { name: 'Your invite' });
  const ms = await msUntilAlert(accept, invite.getByRole('alert'), OFFLINE_ACTION);
  expect(ms).toBeLessThan(FAIL_FAST_MS);
  await expect(accept).toBeEnabled();

  await goOnline(page, context);
  expect(await getDocument(`eliteGroups/${groupId}`)).toMatchObject({
    members: [creator.uid],
    pendingInvites: [me.uid],
    totalUsers: 1,
    totalPoints: 300,
  });
  await accept.click();
  await expect(page.getByTestId('group-members-count')).toHaveText('2');
  expect(await getDocument(`eliteGroups/${groupId}`)).toMatchObject({
    members: [creator.uid, me.uid],
    pendingInvites: [],
    totalUsers: 2,
    totalPoints: 340,
  });
  expect(await getDocument(`users/${me.uid}`)).toMatchObject({ joinedGroups: [groupId] });
});

// A real 1x1 PNG (the browser decodes it before an upload).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('offline, turning restaurant mode on and creating a group fail at once and write nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const me = await createUser({ gold: 250 });
  // The device must hold this user's record before it goes offline, as a phone used online does: the
  // create form below reads the balance from it, and without it Create Group stays disabled. Nothing on
  // /settings waits for the record; on a busy machine it had not arrived when the test went offline.
  // The form's fee line shows it once it is here (in the cache too: Firestore stores a server answer
  // before it hands it to the listener).
  await signIn(page, me, '/elite-groups/new', { freshLoad: true });
  await expect(page.getByText('You have 250.')).toBeVisible({ timeout: FIRST_ANSWER_MS });
  await page.goto('/settings');
  await reloadUnderWorker(page);
  const ownerMode = page.getByRole('switch', { name: 'Activate Restaurant Profile' });
  await expect(ownerMode).toBeEnabled();

  await goOffline(page, context);
  const modeMs = await msUntilAlert(ownerMode, page.getByRole('alert'), OFFLINE_ACTION);
  expect(modeMs).toBeLessThan(FAIL_FAST_MS);
  await expect(ownerMode).toBeEnabled();
  await expect(ownerMode).not.toBeChecked();

  // The photo would wait for the network for minutes before the transaction even starts.
  await page.goto('/elite-groups/new');
  await expect(banner(page)).toBeVisible();
  // The record from the cache (the button is enabled once it is here).
  await expect(page.getByText('You have 250.')).toBeVisible();
  await page.getByLabel('Group photo').setInputFiles({ name: 'g.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Group name').fill('Tunnel Supper');
  await page.getByLabel('City').fill('Rome');
  await page.getByLabel('Region / district').fill('Monti');
  await page.getByLabel('Description').fill('Created offline, or not at all');
  const create = page.getByRole('button', { name: 'Create Group' });
  const createMs = await msUntilAlert(create, page.getByRole('alert'), 'Failed to upload group photo');
  expect(createMs).toBeLessThan(FAIL_FAST_MS);
  await expect(create).toBeEnabled();

  await goOnline(page, context);
  expect(await getDocument(`users/${me.uid}`)).toMatchObject({
    isRestaurantOwner: false,
    goldPoints: 250,
    joinedGroups: [],
  });
  const mine = (await listDocuments('eliteGroups')).filter((g: Doc) => g.data.creatorId === me.uid);
  expect(mine).toHaveLength(0);
});

/** The image has loaded: decoded with a size. */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

test('a Storage image seen online still shows offline after a reload', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const me: TestUser = await createUser();
  const png = await (await request.get('/icons/icon-192.png')).body();
  const url = await storeImage(`profile-photos/${me.uid}/e2e-${Date.now()}.png`, png);
  await patchUser(me, { photoURL: url });

  await signIn(page, me, '/profile/me', { freshLoad: true });
  await reloadUnderWorker(page);
  const avatar = page.getByRole('img', { name: `${me.username}'s profile photo` }).first();
  await expect(avatar).toHaveAttribute('src', url, { timeout: FIRST_ANSWER_MS });
  await expect.poll(() => loaded(avatar)).toBe(true);
  // Cached by the worker (the cache is written just after the page got the answer).
  await expect
    .poll(() =>
      page.evaluate(async (src) => {
        for (const name of await caches.keys()) {
          if (await (await caches.open(name)).match(src)) return name;
        }
        return null;
      }, url),
    )
    .toBe('storage-images');

  await goOffline(page, context);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  const offlineAvatar = page.getByRole('img', { name: `${me.username}'s profile photo` }).first();
  await expect(offlineAvatar).toHaveAttribute('src', url);
  await expect.poll(() => loaded(offlineAvatar)).toBe(true);
  await context.setOffline(false);
});
