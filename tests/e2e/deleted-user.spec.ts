// A counterpart whose account was deleted (decision 0032): their messages, chat messages and transfers
// stay for the other person. A conversation's other participant shows as "Deleted user"; a
// group chat message and a transfer keep the spec's fallback, 'Unknown User'. The deletion itself is arranged
// here (the user document removed with admin access, as step 1 of decision 0031 removes it).
// Run side by side with other suites: E2E_PORT=4360 E2E_PROJECT=demo-h-d-e2e.
import { commitDocs, createUser, expect, signIn, test, type TestUser } from './support/fixtures';
import { arrangeTransfer, hoursAgo } from './support/profile';
import { commitWrites } from '../../stack/firestore-rest.mjs';
import { E2E } from './support/env';
import { newGroupMessage } from '../../src/features/groups/api/group-message-doc';
import { newConversation, newMessage } from '../../src/features/messages/api/message-docs';
import { groupDoc } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';

/** A conversation `from` started and `to` read, and a chat message of `from` in `to`'s group. */
async function arrangeHistory(from: TestUser, to: TestUser): Promise<string> {
  const [p0, p1] = [from.uid, to.uid].sort() as [string, string];
  const cid = `${p0}_${p1}`;
  const groupId = `e2e-gone-${to.uid}`;
  const at = hoursAgo(2);
  const message = { senderId: from.uid, receiverId: to.uid, conversationId: cid, content: 'See you soon' };
  const group = {
    name: 'Gone Diners',
    region: 'Brera',
    city: 'Milan',
    description: 'Milan diners',
    image: '',
  };
  await commitDocs([
    // As sent, then as to's mark-read left it.
    [`conversations/${cid}/messages/m1`, { ...stamped(newMessage(message), at), read: true, readAt: at }],
    [
      `conversations/${cid}`,
      {
        ...stamped(newConversation([p0, p1], { ...message, messageId: 'm1' }), at),
        unreadCount: 0,
        unread: { [p0]: 0, [p1]: 0 },
        lastReadIds: ['m1'],
        lastReadAt: at,
      },
    ],
    groupDoc(to.uid, groupId, group, 0, at),
    [
      `eliteGroups/${groupId}/messages/g1`,
      stamped(newGroupMessage(groupId, from.uid, 'Farewell, diners', ''), at),
    ],
  ]);
  await arrangeTransfer(from, to, 7, hoursAgo(1));
  return groupId;
}

const deleteUserDocument = (uid: string) =>
  commitWrites(
    [{ delete: `projects/${E2E.projectId}/databases/(default)/documents/users/${uid}` }],
    E2E.projectId,
  );

test('a conversation with a deleted user shows "Deleted user"; their group chat message and transfer the spec\'s "Unknown User"', async ({
  page,
}) => {
  const me = await createUser();
  const gone = await createUser();
  const groupId = await arrangeHistory(gone, me);
  await deleteUserDocument(gone.uid);

  await signIn(page, me, '/messages');
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Deleted user');
  await expect(row).toContainText('See you soon');
  // Nothing to open it by (the route is the username): the row is not a link.
  await expect(row.getByRole('link')).toHaveCount(0);

  await page.goto(`/elite-groups/${groupId}`);
  const message = page
    .getByRole('log', { name: 'Group chat' })
    .getByRole('listitem')
    .filter({ hasText: 'Farewell, diners' });
  await expect(message).toContainText('Unknown User');

  await page.goto('/profile/me');
  await page.getByRole('button', { name: 'Silver points history' }).click();
  const rows = page.getByRole('dialog', { name: 'Silver points history' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Received from Unknown User');
  await expect(page.getByText(gone.username)).toHaveCount(0);
});
