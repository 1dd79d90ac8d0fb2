// Long chat histories for e2e specs, written the way the app stores them with the rules bypassed
// (decision 0005's conversation shape, decision 0007's group messages).
import { commitDocs, expect, getDocument, type TestUser } from './fixtures';

const MINUTE = 60_000;
type Doc = [string, Record<string, unknown>];

/** The text of message i: equal lengths, so one never contains another. */
export const note = (i: number) => `Note ${String(i).padStart(3, '0')}.`;
/** note(from) .. note(to) as patterns for toHaveText, oldest first. */
export const notes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => new RegExp(note(from + k).replace('.', '\\.')));

export const conversationIdOf = (a: TestUser, b: TestUser) => [a.uid, b.uid].sort().join('_');

function directMessage(id: string, from: TestUser, to: TestUser, i: number, at: Date, read: boolean): Doc {
  return [
    `conversations/${id}/messages/n${i}`,
    {
      senderId: from.uid,
      receiverId: to.uid,
      conversationId: id,
      content: note(i),
      read,
      readAt: read ? at : null,
      createdAt: at,
    },
  ];
}

/** The conversation document after message i from `from`, with `unreadForA` of a's still unread. */
function conversation(
  a: TestUser,
  b: TestUser,
  from: TestUser,
  i: number,
  at: Date,
  unreadForA: number,
): Doc {
  return [
    `conversations/${conversationIdOf(a, b)}`,
    {
      participants: [a.uid, b.uid].sort(),
      lastMessage: note(i),
      lastMessageAt: at,
      lastMessageId: `n${i}`,
      lastSenderId: from.uid,
      updatedAt: at,
      unreadCount: unreadForA,
      unread: { [a.uid]: unreadForA, [b.uid]: 0 },
      lastReadIds: [],
      lastReadAt: null,
    },
  ];
}

/**
 * `count` messages between a and b a minute apart, ending an hour ago, note(1) the oldest: taking turns
 * and all read, or (`unreadFromB`) all from b and unread by a.
 */
export async function arrangeConversation(a: TestUser, b: TestUser, count: number, unreadFromB = false) {
  const id = conversationIdOf(a, b);
  const start = Date.now() - (count + 60) * MINUTE;
  const sender = (i: number) => (unreadFromB || i % 2 ? b : a);
  const docs: Doc[] = [];
  for (let i = 1; i <= count; i++) {
    const from = sender(i);
    docs.push(directMessage(id, from, from === a ? b : a, i, new Date(start + i * MINUTE), !unreadFromB));
  }
  docs.push(
    conversation(a, b, sender(count), count, new Date(start + count * MINUTE), unreadFromB ? count : 0),
  );
  await commitDocs(docs);
}

/** b sends message i to a now, stored as the app's send stores it (unread, a's counter at 1). */
export async function arriveFromB(a: TestUser, b: TestUser, i: number) {
  const now = new Date();
  await commitDocs([
    directMessage(conversationIdOf(a, b), b, a, i, now, false),
    conversation(a, b, b, i, now, 1),
  ]);
}

/** Waits until a has read everything b sent (the open chat marks it read). */
export async function readByA(a: TestUser, b: TestUser) {
  await expect
    .poll(async () => (await getDocument(`conversations/${conversationIdOf(a, b)}`))?.unread, {
      timeout: 20_000,
    })
    .toEqual({ [a.uid]: 0, [b.uid]: 0 });
}

export function groupMessage(groupId: string, from: TestUser, i: number, at: Date): Doc {
  return [
    `eliteGroups/${groupId}/messages/n${i}`,
    { groupId, userId: from.uid, content: note(i), image: '', createdAt: at },
  ];
}

/** A group of a (creator) and c with `count` messages a minute apart, ending an hour ago, c's odd. */
export async function arrangeGroup(a: TestUser, c: TestUser, count: number): Promise<string> {
  const id = `pages-${a.uid.slice(-10)}`;
  const start = new Date(Date.now() - (count + 60) * MINUTE);
  const docs: Doc[] = [
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
        createdAt: start,
        updatedAt: start,
      },
    ],
  ];
  for (let i = 1; i <= count; i++) {
    docs.push(groupMessage(id, i % 2 ? c : a, i, new Date(start.getTime() + i * MINUTE)));
  }
  await commitDocs(docs);
  return id;
}
