// A conversation and a group chat are pages (issue 20), in real Chromium against the emulators: the
// newest 50 messages live, "Load older" above them fetches the 50 before, the reader's view does not
// move when they come in, and messages arriving live show at the end with nothing lost.
// Run alone: E2E_PORT=4303 E2E_PROJECT=demo-h-b2 node scripts/with-stack.mjs --app -- \
//   npx playwright test tests/e2e/chat-pages.spec.ts --project chromium-mobile
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { commitDocs, createUser, expect, getDocument, signIn, test, type TestUser } from './support/fixtures';
import { startReadMeter } from './support/read-meter';

const MINUTE = 60_000;
/** The text of message i: equal lengths, so one never contains another. */
const note = (i: number) => `Note ${String(i).padStart(3, '0')}.`;
const texts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => note(from + k));

const pairOf = (a: TestUser, b: TestUser) => [a.uid, b.uid].sort() as [string, string];

/** `count` messages between a and b, all read, a minute apart and ending an hour ago: note(1) oldest. */
async function arrangeConversation(a: TestUser, b: TestUser, count: number) {
  const [p0, p1] = pairOf(a, b);
  const id = `${p0}_${p1}`;
  const start = Date.now() - (count + 60) * MINUTE;
  const docs: [string, Record<string, unknown>][] = [];
  for (let i = 1; i <= count; i++) {
    const at = new Date(start + i * MINUTE);
    const [from, to] = i % 2 ? [b, a] : [a, b];
    docs.push([
      `conversations/${id}/messages/n${i}`,
      {
        senderId: from.uid,
        receiverId: to.uid,
        conversationId: id,
        content: note(i),
        read: true,
        readAt: at,
        createdAt: at,
      },
    ]);
  }
  const last = new Date(start + count * MINUTE);
  docs.push([
    `conversations/${id}`,
    {
      participants: [p0, p1],
      lastMessage: note(count),
      lastMessageAt: last,
      lastMessageId: `n${count}`,
      lastSenderId: count % 2 ? b.uid : a.uid,
      updatedAt: last,
      unreadCount: 0,
      unread: { [p0]: 0, [p1]: 0 },
      lastReadIds: [`n${count}`],
      lastReadAt: last,
    },
  ]);
  await commitDocs(docs);
}

/**
 * b sends message i to a, stored as the app's send stores it (the message unread, a's counter at 1);
 * a has the chat open, so it is marked read: wait for that before the next one.
 */
async function arriveFromB(a: TestUser, b: TestUser, i: number) {
  const [p0, p1] = pairOf(a, b);
  const id = `${p0}_${p1}`;
  const now = new Date();
  await commitDocs([
    [
      `conversations/${id}/messages/n${i}`,
      {
        senderId: b.uid,
        receiverId: a.uid,
        conversationId: id,
        content: note(i),
        read: false,
        readAt: null,
        createdAt: now,
      },
    ],
    [
      `conversations/${id}`,
      {
        participants: [p0, p1],
        lastMessage: note(i),
        lastMessageAt: now,
        lastMessageId: `n${i}`,
        lastSenderId: b.uid,
        updatedAt: now,
        unreadCount: 1,
        unread: { [a.uid]: 1, [b.uid]: 0 },
        lastReadIds: [],
        lastReadAt: null,
      },
    ],
  ]);
}

async function readByA(a: TestUser, b: TestUser) {
  const [p0, p1] = pairOf(a, b);
  await expect.poll(async () => (await getDocument(`conversations/${p0}_${p1}`))?.unreadCount).toBe(0);
}

/** A group of a and c with `count` messages a minute apart ending an hour ago (rules bypassed). */
async function arrangeGroup(a: TestUser, c: TestUser, count: number): Promise<string> {
  const id = `pages-${a.uid.slice(-10)}`;
  const start = Date.now() - (count + 60) * MINUTE;
  const docs: [string, Record<string, unknown>][] = [
    [
      `eliteGroups/${id}`,
      {
        name: `Pages ${a.username.slice(-4)}`,
        region: 'Brera',
        city: 'Milan',
        description: 'A long chat',
        image: '',
        creatorId: a.uid,
        members: [a.uid, c.uid],
        pendingInvites: [],
        totalUsers: 2,
        totalPoints: 0,
        createdAt: new Date(start),
        updatedAt: new Date(start),
      },
    ],
  ];
  for (let i = 1; i <= count; i++)
    docs.push(groupMessage(id, i % 2 ? c : a, i, new Date(start + i * MINUTE)));
  await commitDocs(docs);
  return id;
}

function groupMessage(
  groupId: string,
  from: TestUser,
  i: number,
  at: Date,
): [string, Record<string, unknown>] {
  return [
    `eliteGroups/${groupId}/messages/n${i}`,
    { groupId, userId: from.uid, content: note(i), image: '', createdAt: at },
  ];
}

const loadOlder = (scope: Page | Locator) => scope.getByRole('button', { name: /older messages$/ });

/** Where `item` is on screen (px from the viewport's top). */
async function topOf(item: Locator): Promise<number> {
  const box = await item.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y;
}

/**
 * Presses "Load older" from the keyboard with the chat scrolled to its top, and checks that the message
 * that was the oldest shown stays where it was on screen once the older page is in.
 */
async function loadOlderKeepingPlace(
  page: Page,
  scope: Page | Locator,
  oldest: Locator,
  shownAfter: number,
  items: Locator,
) {
  const button = loadOlder(scope);
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  const before = await topOf(oldest);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(shownAfter);
  expect(Math.abs((await topOf(oldest)) - before)).toBeLessThanOrEqual(3);
}

test('a conversation shows its newest 50, loads older ones above without moving, and keeps all as new ones arrive', async ({
  page,
}) => {
  const a = await createUser();
  const b = await createUser();
  await arrangeConversation(a, b, 110);
  const bubbles = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  const bubble = (i: number) => bubbles.filter({ hasText: note(i) });

  // Opening it reads the newest 50 and a few documents of the shell, not the 110 of the history.
  await signIn(page, a, '/help');
  const meter = await startReadMeter(page);
  await page.goto(`/messages/${b.username}`);
  await expect(bubbles).toHaveCount(50);
  await expect(bubbles.first()).toContainText(note(61));
  await expect(bubble(110)).toBeInViewport();
  await expect.poll(() => meter.total()).toBeGreaterThanOrEqual(50);
  expect(meter.total()).toBeLessThan(50 + 20);

  // At the end, a new message shows and is scrolled to; the one it pushed out of the live 50 stays.
  await arriveFromB(a, b, 111);
  await expect(bubble(111)).toBeInViewport();
  await readByA(a, b);
  await expect(bubbles).toHaveCount(51);
  await expect(bubbles.first()).toContainText(note(61));

  // Load older twice, from the keyboard: the focus comes back to the button, the view stays; a page
  // reads its 50 messages.
  meter.reset();
  await loadOlderKeepingPlace(page, page, bubble(61), 101, bubbles);
  await expect.poll(() => meter.total()).toBeGreaterThanOrEqual(50);
  expect(meter.total()).toBeLessThanOrEqual(51);
  await expect(loadOlder(page)).toBeFocused();
  await loadOlderKeepingPlace(page, page, bubble(11), 111, bubbles);
  await expect(page.getByText('No older messages')).toBeFocused();
  await expect(bubbles).toHaveText(texts(1, 111).map((t) => new RegExp(t.replace('.', '\\.'))));

  // Reading the oldest ones, a new message arrives: it shows at the end, the view does not move.
  const top = await topOf(bubble(1));
  await arriveFromB(a, b, 112);
  await expect(bubbles).toHaveCount(112);
  await expect(bubbles.last()).toContainText(note(112));
  await expect(bubble(112)).not.toBeInViewport();
  expect(Math.abs((await topOf(bubble(1))) - top)).toBeLessThanOrEqual(3);
  await readByA(a, b);
});

test('opening a conversation with 60 unread messages marks them all read, the ones behind the page too', async ({
  page,
}) => {
  const a = await createUser();
  const b = await createUser();
  const [p0, p1] = pairOf(a, b);
  const id = `${p0}_${p1}`;
  const start = Date.now() - 120 * MINUTE;
  const docs: [string, Record<string, unknown>][] = [];
  for (let i = 1; i <= 60; i++) {
    const at = new Date(start + i * MINUTE);
    docs.push([
      `conversations/${id}/messages/n${i}`,
      {
        senderId: b.uid,
        receiverId: a.uid,
        conversationId: id,
        content: note(i),
        read: false,
        readAt: null,
        createdAt: at,
      },
    ]);
  }
  const last = new Date(start + 60 * MINUTE);
  docs.push([
    `conversations/${id}`,
    {
      participants: [p0, p1],
      lastMessage: note(60),
      lastMessageAt: last,
      lastMessageId: 'n60',
      lastSenderId: b.uid,
      updatedAt: last,
      unreadCount: 60,
      unread: { [a.uid]: 60, [b.uid]: 0 },
      lastReadIds: [],
      lastReadAt: null,
    },
  ]);
  await commitDocs(docs);

  await signIn(page, a, `/messages/${b.username}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(50);
  await expect
    .poll(async () => (await getDocument(`conversations/${id}`))?.unread, { timeout: 20_000 })
    .toEqual({ [a.uid]: 0, [b.uid]: 0 });
  expect(await getDocument(`conversations/${id}/messages/n1`)).toMatchObject({ read: true });
});

test('a group chat shows its newest 50, loads older ones above without moving, and keeps all as new ones arrive', async ({
  page,
}) => {
  const a = await createUser();
  const c = await createUser();
  const id = await arrangeGroup(a, c, 80);
  const log = page.getByRole('log', { name: 'Group chat' });
  const items = log.getByRole('listitem');
  const item = (i: number) => items.filter({ hasText: note(i) });

  await signIn(page, a, `/elite-groups/${id}`);
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText(note(31));
  await expect(item(80)).toBeInViewport();
  await expect(item(79)).toContainText(c.username); // c's, with the sender's name

  // c writes while a reads the newest: it shows at the end; the one pushed out of the live 50 stays.
  await commitDocs([groupMessage(id, c, 81, new Date())]);
  await expect(item(81)).toBeInViewport();
  await expect(items).toHaveCount(51);
  await expect(items.first()).toContainText(note(31));

  await log.evaluate((el) => el.scrollTo(0, 0));
  await loadOlderKeepingPlace(page, log, item(31), 81, items);
  await expect(page.getByText('No older messages')).toBeFocused();
  await expect(items).toHaveText(texts(1, 81).map((t) => new RegExp(t.replace('.', '\\.'))));

  // a sends one while reading the oldest: their own message is scrolled to, nothing is lost.
  await page.getByPlaceholder('Type a message...').fill(note(82));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(items).toHaveCount(82);
  await expect(item(82)).toBeInViewport();
  await expect(items.first()).toContainText(note(1));
});

for (const theme of ['light', 'dark'] as const) {
  test(`"Load older" at 360 px in the ${theme} theme: fits, reads well, no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const a = await createUser();
    const b = await createUser();
    await arrangeConversation(a, b, 52);
    await page.goto('/terms');
    await page.evaluate(
      (t) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: t }, version: 0 })),
      theme,
    );
    await signIn(page, a, `/messages/${b.username}`);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const button = loadOlder(page);
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveText('Load older');
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .include('section[aria-label^="Conversation with"]')
      .analyze();
    expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
  });
}
