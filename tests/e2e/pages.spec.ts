// Lists are pages (decision 0025): a fresh user with more than a page of history sees exactly the newest
// page, "Load older" adds the page before it, and an item arriving live while older pages are shown
// comes in on top with nothing lost (the one it pushes out of the live page stays, with no gap).
import { newConversation } from '../../src/features/messages/api/message-docs';
import { followDocs, notificationDoc } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';
import { newUserDoc } from '../../fixtures/user-doc';
import { commitDocs, createUser, expect, getDocument, signIn, test, type TestUser } from './support/fixtures';
import { arrangeBill, followersButton, isoDay, patchUser } from './support/profile';

test.use({ viewport: { width: 360, height: 740 } });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const pad = (n: number) => String(n).padStart(2, '0');

/** `count` notifications for `me`, note 01 the oldest, each a minute newer than the one before. */
async function arrangeNotifications(me: TestUser, count: number) {
  const docs: [string, Record<string, unknown>][] = [];
  for (let n = 1; n <= count; n++) docs.push(notification(me, n, minutesAgo(600 - n)));
  await commitDocs(docs);
}

function notification(me: TestUser, n: number, createdAt: Date): [string, Record<string, unknown>] {
  return [
    `notifications/e2e-${me.uid}-${pad(n)}`,
    notificationDoc(
      {
        recipientId: me.uid,
        actorId: 'e2e-pages-actor',
        actor: { username: 'pager', photoURL: '' },
        type: 'points',
        targetId: me.uid,
        content: `note ${pad(n)}`,
      },
      createdAt,
    ),
  ];
}

test('notifications: 30 shown, Load older adds the rest, a live one lands on top, Mark all as read reads every page', async ({
  page,
}) => {
  const me = await createUser();
  await arrangeNotifications(me, 35);
  await signIn(page, me, '/notifications');

  const list = page.getByRole('list', { name: 'Notifications' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(30);
  await expect(rows.first()).toContainText('note 35');
  await expect(rows.last()).toContainText('note 06');

  // By keyboard, as a screen-reader user would.
  const older = page.getByRole('button', { name: 'Load older notifications' });
  await older.focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(35);
  await expect(rows.last()).toContainText('note 01');
  // The last page came back short: nothing older.
  await expect(older).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A new one arrives live: on top, and note 06 (pushed out of the live page) is still shown.
  await commitDocs([notification(me, 36, new Date())]);
  await expect(rows.first()).toContainText('note 36');
  await expect(rows).toHaveCount(36);
  const shown = await rows.allTextContents();
  for (let n = 1; n <= 36; n++) expect(shown[36 - n]).toContain(`note ${pad(n)}`);

  // Mark all as read: the older pages (read once, not listened to) show read too, and all are stored read.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.locator('[data-unread="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect.poll(async () => (await getDocument(`notifications/e2e-${me.uid}-01`))?.read).toBe(true);
});

test("a profile's bills: 20 shown, Load older adds the rest, a new bill lands on top", async ({ page }) => {
  const me = await createUser({ gold: 10 });
  for (let n = 1; n <= 24; n++) {
    await arrangeBill(me, {
      restaurantName: `Place ${pad(n)}`,
      address: 'Main St 1',
      totalAmount: n,
      date: isoDay(1),
      createdAt: minutesAgo(600 - n),
    });
  }
  await signIn(page, me, '/profile/me');
  await page.getByRole('button', { name: 'Restaurant spending history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurant spending history' });
  const rows = dialog.getByRole('list', { name: 'Restaurant visits' }).getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Place 24');

  await dialog.getByRole('button', { name: 'Load older restaurant visits' }).click();
  await expect(rows).toHaveCount(24);
  await expect(rows.last()).toContainText('Place 01');
  await expect(dialog.getByRole('button', { name: /older/ })).toHaveCount(0);

  await arrangeBill(me, {
    restaurantName: 'Place 25',
    address: 'Main St 1',
    totalAmount: 25,
    date: isoDay(0),
  });
  await expect(rows.first()).toContainText('Place 25');
  await expect(rows).toHaveCount(25);
  await expect(rows.last()).toContainText('Place 01');
});

test('followers: 30 shown, Load older adds the rest', async ({ page }) => {
  const me = await createUser();
  const docs: [string, Record<string, unknown>][] = [];
  for (let n = 1; n <= 33; n++) {
    const uid = `${me.uid}-f${pad(n)}`;
    const username = `${me.username.slice(0, 14)}f${pad(n)}`;
    const at = minutesAgo(600 - n);
    docs.push([`users/${uid}`, newUserDoc(uid, { username }, at)]);
    docs.push(...followDocs(uid, me.uid, at));
  }
  await commitDocs(docs);
  await patchUser(me, { followers: 33 });

  await signIn(page, me, '/profile/me');
  await followersButton(page, 33).click();
  const dialog = page.getByRole('dialog', { name: 'Followers' });
  const rows = dialog.getByRole('list', { name: 'Followers' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  await expect(rows.first()).toContainText('f33');
  await dialog.getByRole('button', { name: 'Load older followers' }).click();
  await expect(rows).toHaveCount(33);
  await expect(rows.last()).toContainText('f01');
});

test('conversations: 30 shown, Load older adds the rest, an older one with a new message moves to the top once', async ({
  page,
}) => {
  const me = await createUser();
  const docs: [string, Record<string, unknown>][] = [];
  const conversation = (n: number, text: string, at: Date): [string, Record<string, unknown>] => {
    const other = `${me.uid}-c${pad(n)}`;
    const [p0, p1] = [me.uid, other].sort() as [string, string];
    const last = { senderId: other, receiverId: me.uid, conversationId: `${p0}_${p1}`, content: text };
    // Its last message from the other, read since as mark-read leaves it.
    return [
      `conversations/${p0}_${p1}`,
      {
        ...stamped(newConversation([p0, p1], { ...last, messageId: 'm1' }), at),
        unreadCount: 0,
        unread: { [p0]: 0, [p1]: 0 },
        lastReadIds: ['m1'],
        lastReadAt: at,
      },
    ];
  };
  for (let n = 1; n <= 33; n++) {
    const uid = `${me.uid}-c${pad(n)}`;
    docs.push([`users/${uid}`, newUserDoc(uid, { username: `${me.username.slice(0, 14)}c${pad(n)}` })]);
    docs.push(conversation(n, `hello ${pad(n)}`, minutesAgo(600 - n)));
  }
  await commitDocs(docs);

  await signIn(page, me, '/messages');
  const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  await expect(rows.first()).toContainText('hello 33');
  await page.getByRole('button', { name: 'Load older conversations' }).click();
  await expect(rows).toHaveCount(33);
  await expect(rows.last()).toContainText('hello 01');

  // A message in the second oldest: it comes in live on top, shown once; the one it pushed out stays.
  await commitDocs([conversation(2, 'again 02', new Date())]);
  await expect(rows.first()).toContainText('again 02');
  await expect(rows).toHaveCount(33);
  await expect(page.getByText('hello 02')).toHaveCount(0);
  await expect(page.getByText('hello 04')).toHaveCount(1);
});
