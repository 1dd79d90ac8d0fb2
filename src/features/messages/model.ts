// Direct messages (spec sections 2, 3, 4, 5, 8): the screens' messages (catalogue `messages`), the data
// types the api/ hands to components, and the pure rules (conversation ids, validation, per-reader unread counts).
// The stored shapes and the rules that guard them: docs/decisions/0005-messages.md.
import { t } from 'i18next';
import { blockAwareMessage } from '@/social/block-message';
import { AppError, isAppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

/** The longest message content the rules accept (the spec sets none). */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * At most this many messages are marked read in one transaction: the rules prove each of them one by
 * one (they cannot loop), and a write may make at most 20 document reads. More unread messages are
 * marked in several transactions.
 */
export const MARK_READ_BATCH = 8;

export interface Message {
  id: string;
  senderId: string;
  receiverId: string;
  conversationId: string;
  content: string;
  read: boolean;
  readAt: Date | null;
  /** null only while the server time of a message just sent is not known. */
  createdAt: Date | null;
  /** Sent from this device and not yet on the server (offline): shown as sending. */
  pending?: boolean;
}

export interface Conversation {
  id: string;
  /** The two user ids, sorted. */
  participants: [string, string];
  lastMessage: string;
  lastMessageAt: Date | null;
  lastSenderId: string | null;
  updatedAt: Date | null;
  /** The spec's field: unread messages in the conversation, both directions together. */
  unreadCount: number;
  /** Unread messages per reader (uid → count). */
  unread: Record<string, number>;
}

/** A conversation as the list shows it to `me`. */
export interface ConversationRow {
  id: string;
  otherId: string;
  /** The other participant's username, or 'Unknown User' when their record is missing. */
  otherName: string;
  otherPhotoURL: string;
  lastMessage: string;
  /** The last message is mine. */
  lastFromMe: boolean;
  lastMessageAt: Date | null;
  unread: number;
}

// ------------------------------------------------------------------ ids

/** The two user ids sorted (spec section 3). */
export function participantsOf(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** conversations/{id}: the two user ids sorted and joined with '_' (spec section 3). */
export function conversationIdOf(a: string, b: string): string {
  return participantsOf(a, b).join('_');
}

export function otherParticipant(conversation: Pick<Conversation, 'participants'>, me: string): string {
  const [a, b] = conversation.participants;
  return a === me ? b : a;
}

// ------------------------------------------------------------------ validation

/** Why this content may not be sent, or null when it may (spec section 5). */
export function messageRefusal(content: string): AppError | null {
  const text = content.trim();
  if (!text) return new AppError('messages:errors.emptyMessage');
  if (text.length > MAX_MESSAGE_LENGTH)
    return new AppError('messages:errors.tooLong', { max: MAX_MESSAGE_LENGTH });
  return null;
}

// ------------------------------------------------------------------ unread counts

/** My unread messages in this conversation: my own entry, never the other side's, never below 0. */
export function unreadFor(conversation: Pick<Conversation, 'unread'>, me: string): number {
  const n = conversation.unread[me];
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

/** The ids of messages sent to me that I have not read yet, oldest first, in batches for the rules. */
export function unreadBatches(messages: Message[], me: string, size: number = MARK_READ_BATCH): string[][] {
  const ids = messages.filter((m) => m.receiverId === me && !m.read).map((m) => m.id);
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

// ------------------------------------------------------------------ ordering

/** Newest activity first; a conversation without any message (opened only) goes last. */
export function sortConversations<T extends { lastMessageAt: Date | null; id: string }>(items: T[]): T[] {
  const at = (d: Date | null) => d?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => at(b.lastMessageAt) - at(a.lastMessageAt) || a.id.localeCompare(b.id));
}

/**
 * The list rows: the other participant's name from `users` (uid → username/photo), 'Deleted user' when
 * their record was read and is missing (their account was deleted, decision 0032).
 */
export function toConversationRows(
  conversations: Conversation[],
  me: string,
  users: Record<string, { username: string; photoURL: string }>,
): ConversationRow[] {
  return sortConversations(conversations).map((c) => {
    const otherId = otherParticipant(c, me);
    const other = users[otherId];
    return {
      id: c.id,
      otherId,
      otherName: other?.username || t('messages:errors.deletedUser'),
      otherPhotoURL: other?.photoURL ?? '',
      lastMessage: c.lastMessage,
      lastFromMe: c.lastSenderId === me,
      lastMessageAt: c.lastMessageAt,
      unread: unreadFor(c, me),
    };
  });
}

/** A send failure as the screens show it: the validation text, or the spec's generic failure. */
export function sendErrorMessage(err: unknown): string {
  const shown = isAppError(
    err,
    'messages:errors.emptyMessage',
    'messages:errors.tooLong',
    'messages:errors.messageSelf',
    'messages:errors.userNotFound',
  );
  // Refused by the receiver's block: said plainly (decision 0030).
  return shown ? errorText(err) : blockAwareMessage(err, t('messages:errors.sendFailed'));
}
