// Long chat histories for e2e specs, written with the rules bypassed from the app's own builders
// (decision 0036): decision 0005's conversation shape, decision 0007's group messages.
import type { DocumentData } from 'firebase/firestore';
import { newGroupMessage } from '../../../src/features/groups/api/group-message-doc';
import { newConversation, newMessage } from '../../../src/features/messages/api/message-docs';
import { groupDoc } from '../../../fixtures/seed-docs';
import { stamped } from '../../../fixtures/step-docs';
import { commitDocs, expect, getDocument, type TestUser } from './fixtures';

const MINUTE = 60_000;
type Doc = [string, DocumentData];

/** The text of message i: equal lengths, so one never contains another. */
export const note = (i: number) => `Note ${String(i).padStart(3, '0')}.`;
/** note(from) .. note(to) as patterns for toHaveText, oldest first. */
export const notes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => new RegExp(note(from + k).replace('.', '\\.')));

export const conversationIdOf = (a: TestUser, b: TestUser) => [a.uid, b.uid].sort().join('_');

function directMessage(id: string, from: TestUser, to: TestUser, i: number, at: Date, read: boolean): Doc {
  const message = stamped(newMessage(fields(id, from, to, i)), at);
  // A read one as mark-read leaves it.
  return [`conversations/${id}/messages/n${i}`, read ? { ...message, read, readAt: at } : message];
}

const fields = (conversationId: string, from: TestUser, to: TestUser, i: number) => ({
  senderId: from.uid,
  receiverId: to.uid,
  conversationId,
  content: note(i),
});

/** The conversation document after message i from `from`, with `unreadForA` of a's still unread. */
function conversation(
  a: TestUser,
  b: TestUser,
  from: TestUser,
  i: number,
  at: Date,
  unreadForA: number,
): Doc {
  const id = conversationIdOf(a, b);
  const last = { ...fields(id, from, from === a ? b : a, i), messageId: `n${i}` };
  const participants = [a.uid, b.uid].sort() as [string, string];
  return [
    `conversations/${id}`,
    {
      ...stamped(newConversation(participants, last), at),
      unreadCount: unreadForA,
      unread: { [a.uid]: unreadForA, [b.uid]: 0 },
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
    stamped(newGroupMessage(groupId, from.uid, note(i), ''), at),
  ];
}

/** A group of a (creator) and c with `count` messages a minute apart, ending an hour ago, c's odd. */
export async function arrangeGroup(a: TestUser, c: TestUser, count: number): Promise<string> {
  const id = `pages-${a.uid.slice(-10)}`;
  const start = new Date(Date.now() - (count + 60) * MINUTE);
  const fields = { name: `Pages ${a.username.slice(-4)}`, region: 'Brera', city: 'Milan', image: '' };
  const docs: Doc[] = [groupDoc(a.uid, id, { ...fields, description: 'A long chat' }, 0, start, [c.uid])];
  for (let i = 1; i <= count; i++) {
    docs.push(groupMessage(id, i % 2 ? c : a, i, new Date(start.getTime() + i * MINUTE)));
  }
  await commitDocs(docs);
  return id;
}
