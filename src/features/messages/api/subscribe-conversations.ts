import { query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import type { Conversation } from '../model';
import { toConversation } from './convert';
import { conversationsCol } from '@/firebase/collections';

/** Conversations per page in /messages: the newest 30 live, older ones 30 at a time (docs/decisions/0025-lists-as-pages.md). */
const CONVERSATIONS_PAGE = 30;

/** /messages: my conversations, newest activity first, in live pages. */
export function conversationPages(uid: string, db: Firestore = firestore()): PagedSource<Conversation> {
  return pagedQuery(
    query(conversationsCol(db), where('participants', 'array-contains', uid)),
    'lastMessageAt',
    CONVERSATIONS_PAGE,
    toConversation,
  );
}
