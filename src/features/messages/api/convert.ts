// Stored documents → the model's types (Timestamps become Dates here, so components never see the SDK).
import type { DocumentData } from 'firebase/firestore';
import type { DocMeta } from '@/firebase/subscribe-query';
import { toDate } from '@/domain/user-record';
import type { Conversation, Message } from '../model';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toMessage(id: string, d: DocumentData, meta?: DocMeta): Message {
  return {
    id,
    senderId: text(d.senderId),
    receiverId: text(d.receiverId),
    conversationId: text(d.conversationId),
    content: text(d.content),
    read: d.read === true,
    readAt: toDate(d.readAt),
    createdAt: toDate(d.createdAt),
    pending: meta?.pending === true,
  };
}

export function toConversation(id: string, d: DocumentData): Conversation {
  const p = Array.isArray(d.participants) ? d.participants.map(text) : [];
  const unread: Record<string, number> = {};
  if (d.unread && typeof d.unread === 'object') {
    for (const [uid, n] of Object.entries(d.unread as Record<string, unknown>)) unread[uid] = count(n);
  }
  return {
    id,
    participants: [p[0] ?? '', p[1] ?? ''],
    lastMessage: text(d.lastMessage),
    lastMessageAt: toDate(d.lastMessageAt),
    lastSenderId: typeof d.lastSenderId === 'string' ? d.lastSenderId : null,
    updatedAt: toDate(d.updatedAt),
    unreadCount: count(d.unreadCount),
    unread,
  };
}
