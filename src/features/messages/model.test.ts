import { t } from 'i18next';
import {
  conversationIdOf,
  MARK_READ_BATCH,
  MAX_MESSAGE_LENGTH,
  messageRefusal,
  otherParticipant,
  participantsOf,
  sendErrorMessage,
  sortConversations,
  toConversationRows,
  unreadBatches,
  unreadFor,
  type Conversation,
  type Message,
} from './model';
import { AppError } from '@/domain/app-error';

const msg = (id: string, over: Partial<Message> = {}): Message => ({
  id,
  senderId: 'a',
  receiverId: 'b',
  conversationId: 'a_b',
  content: id,
  read: false,
  readAt: null,
  createdAt: new Date(2026, 0, 1, 12, Number(id.replace(/\D/g, '')) || 0),
  ...over,
});

const conv = (id: string, over: Partial<Conversation> = {}): Conversation => ({
  id,
  participants: id.split('_') as [string, string],
  lastMessage: '',
  lastMessageAt: null,
  lastSenderId: null,
  updatedAt: null,
  unreadCount: 0,
  unread: {},
  ...over,
});

describe('conversation ids', () => {
  it('sorts the two ids and joins them with _', () => {
    expect(conversationIdOf('zed', 'amy')).toBe('amy_zed');
    expect(conversationIdOf('amy', 'zed')).toBe('amy_zed');
    expect(participantsOf('b', 'a')).toEqual(['a', 'b']);
  });

  it('finds the other participant', () => {
    expect(otherParticipant(conv('a_b'), 'a')).toBe('b');
    expect(otherParticipant(conv('a_b'), 'b')).toBe('a');
  });
});

describe('messageRefusal', () => {
  it("refuses blank content with the spec's text", () => {
    expect(messageRefusal('')?.key).toBe('messages:errors.emptyMessage');
    expect(messageRefusal('   \n\t')?.key).toBe('messages:errors.emptyMessage');
  });

  it('accepts text, measured after trimming', () => {
    expect(messageRefusal(' hi ')).toBeNull();
    expect(messageRefusal(` ${'x'.repeat(MAX_MESSAGE_LENGTH)} `)).toBeNull();
    expect(messageRefusal('x'.repeat(MAX_MESSAGE_LENGTH + 1))).toMatchObject({
      key: 'messages:errors.tooLong',
      params: { max: MAX_MESSAGE_LENGTH },
    });
  });
});

describe('unread counts per reader', () => {
  it('counts only my own entry, never negative or fractional', () => {
    const c = conv('a_b', { unread: { a: 0, b: 3 }, unreadCount: 3 });
    expect(unreadFor(c, 'a')).toBe(0);
    expect(unreadFor(c, 'b')).toBe(3);
    expect(unreadFor(conv('a_b', { unread: { a: -2 } }), 'a')).toBe(0);
    expect(unreadFor(conv('a_b'), 'a')).toBe(0);
  });

  it('batches the unread messages addressed to me, oldest first', () => {
    const list = [
      msg('m1'),
      msg('m2', { read: true }),
      msg('m3', { senderId: 'b', receiverId: 'a' }),
      ...Array.from({ length: 9 }, (_, i) => msg(`m${i + 10}`)),
    ];
    const batches = unreadBatches(list, 'b');
    expect(batches[0]).toHaveLength(MARK_READ_BATCH);
    expect(batches.flat()).toEqual(['m1', ...Array.from({ length: 9 }, (_, i) => `m${i + 10}`)]);
    expect(unreadBatches(list, 'a')).toEqual([['m3']]);
  });
});

describe('ordering', () => {
  it('conversations newest activity first, opened-only ones last', () => {
    const sorted = sortConversations([
      conv('a_b', { lastMessageAt: new Date(1000) }),
      conv('a_c'),
      conv('a_d', { lastMessageAt: new Date(5000) }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['a_d', 'a_b', 'a_c']);
  });
});

describe('toConversationRows', () => {
  it("names the other participant, 'Deleted user' when missing (read and absent), and shows my unread only", () => {
    const rows = toConversationRows(
      [
        conv('a_b', {
          lastMessage: 'hey',
          lastSenderId: 'a',
          lastMessageAt: new Date(2000),
          unread: { a: 0, b: 1 },
        }),
        conv('a_c', {
          lastMessage: 'yo',
          lastSenderId: 'c',
          lastMessageAt: new Date(3000),
          unread: { a: 2, c: 0 },
        }),
      ],
      'a',
      { b: { username: 'ben', photoURL: '' } },
    );
    expect(rows).toMatchObject([
      { id: 'a_c', otherId: 'c', otherName: 'Deleted user', lastFromMe: false, unread: 2 },
      { id: 'a_b', otherId: 'b', otherName: 'ben', lastFromMe: true, unread: 0 },
    ]);
  });
});

describe('sendErrorMessage', () => {
  it('shows validation texts as they are and anything else as the spec failure text', () => {
    expect(sendErrorMessage(new AppError('messages:errors.emptyMessage'))).toBe('Message cannot be empty');
    expect(sendErrorMessage(new Error('permission-denied'))).toBe(
      'Failed to send message. Please try again.',
    );
    expect(sendErrorMessage('weird')).toBe(t('messages:errors.sendFailed'));
  });
});
