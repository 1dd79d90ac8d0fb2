// Download my data (GDPR Article 20, decision 0028): the JSON file a signed-in user downloads from
// Settings → Privacy holds what is stored about them, and nothing private of anyone else.
//   E2E_PORT=4320 E2E_PROJECT=demo-h-a-export node stack/with-stack.mjs --app -- npx playwright test tests/e2e/account-export.spec.ts
import { readFile } from 'node:fs/promises';
import { newPost } from '../../src/features/feed/api/post-doc';
import { newConversation, newMessage } from '../../src/features/messages/api/message-docs';
import { NOTIFICATION_TEXT } from '../../src/social/api/notification-docs';
import { billDocs, followDocs, notificationDoc } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';
import { commitDocs, createUser, expect, signIn, test } from './support/fixtures';
import { isoDay } from './support/profile';
import { storeImage } from './support/storage';

test('Download my data saves one JSON file with their records and nobody else’s private ones', async ({
  page,
  request,
}) => {
  const me = await createUser({ gold: 50 });
  const friend = await createUser();
  const at = new Date(Date.now() - 60_000);
  const cid = [me.uid, friend.uid].sort().join('_');
  // A photo the Storage stand-in holds: the post is public, and another spec's feed may show it.
  const png = await (await request.get('/icons/icon-192.png')).body();
  const photo = await storeImage(`post-images/${me.uid}/p.png`, png);
  // More notifications than one page holds (200): the export reads on with its cursor.
  const followed = {
    recipientId: me.uid,
    actorId: friend.uid,
    actor: { username: friend.username, photoURL: '' },
    type: 'follow' as const,
    targetId: `${friend.uid}_${me.uid}`,
    content: NOTIFICATION_TEXT.followed,
  };
  const notifications = Array.from({ length: 205 }, (_, i): [string, Record<string, unknown>] => [
    `notifications/export-${me.uid}-${i}`,
    notificationDoc(followed, at, at),
  ]);
  const mine = { senderId: me.uid, receiverId: friend.uid, conversationId: cid, content: 'Sent by me' };
  const theirs = {
    senderId: friend.uid,
    receiverId: me.uid,
    conversationId: cid,
    content: 'From the friend',
  };
  const participants = [me.uid, friend.uid].sort() as [string, string];
  const bill = {
    restaurantName: 'Trattoria Export',
    address: 'Via Export 1',
    totalAmount: 50,
    date: isoDay(0),
  };
  await commitDocs([
    ...billDocs(me.uid, bill, { billId: `${me.uid}_export1`, at }),
    [`posts/export-${me.uid}`, stamped(newPost(me.uid, { content: 'My exported post', image: photo }), at)],
    ...followDocs(me.uid, friend.uid, at),
    // The friend's answer is the last message, and both are read (mark-read's read and readAt).
    [
      `conversations/${cid}`,
      {
        ...stamped(newConversation(participants, { ...theirs, messageId: 'theirs' }), at),
        unreadCount: 0,
        unread: { [me.uid]: 0, [friend.uid]: 0 },
      },
    ],
    [`conversations/${cid}/messages/mine`, { ...stamped(newMessage(mine), at), read: true, readAt: at }],
    [`conversations/${cid}/messages/theirs`, { ...stamped(newMessage(theirs), at), read: true, readAt: at }],
    ...notifications,
  ]);

  await signIn(page, me, '/privacy');
  const button = page.getByRole('button', { name: 'Download my data' });
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^goldfork-data-${me.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been downloaded.' })).toBeVisible();
  await expect(button).toBeEnabled();

  const text = await readFile((await download.path())!, 'utf8');
  const data = JSON.parse(text);
  expect(data.userId).toBe(me.uid);
  expect(data.email).toBe(me.email);
  expect(data.privateRecords.account.email).toBe(me.email);
  expect(data.profile.username).toBe(me.username);
  expect(data.bills.map((b: { restaurantName: string }) => b.restaurantName)).toEqual(['Trattoria Export']);
  expect(data.posts.map((p: { content: string }) => p.content)).toEqual(['My exported post']);
  expect(data.photos).toContain(photo);
  expect(data.follows.following).toEqual([expect.objectContaining({ targetUserId: friend.uid })]);
  expect(data.conversations).toEqual([
    expect.objectContaining({ id: cid, messages: [expect.objectContaining({ content: 'Sent by me' })] }),
  ]);
  expect(data.notifications).toHaveLength(205);
  // Nothing private of another user: not the friend's e-mail, not the friend's messages.
  expect(text).not.toContain(friend.email);
  expect(text).not.toContain('From the friend');
});
