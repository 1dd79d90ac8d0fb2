import { collection, orderBy, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery } from '@/firebase/subscribe-query';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import type { Conversation } from '../model';
import { toConversation } from './convert';

/** Live, all of them (the unread badge until it is a counter): conversations where participants contain `uid`, newest activity first (spec section 7). */
export function subscribeToConversations(
  uid: string,
  onNext: (conversations: Conversation[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(
      collection(db, 'conversations'),
      where('participants', 'array-contains', uid),
      orderBy('lastMessageAt', 'desc'),
    ),
    toConversation,
    onNext,
    onError,
  );
}

/** Conversations per page in /messages: the newest 30 live, older ones 30 at a time (issue 20). */
export const CONVERSATIONS_PAGE = 30;

/** /messages: my conversations, newest activity first, in live pages. */
export function conversationPages(uid: string, db: Firestore = firestore()): PagedSource<Conversation> {
  return pagedQuery(
    query(collection(db, 'conversations'), where('participants', 'array-contains', uid)),
    'lastMessageAt',
    CONVERSATIONS_PAGE,
    toConversation,
  );
}
