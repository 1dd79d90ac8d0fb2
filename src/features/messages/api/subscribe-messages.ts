import type { Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery } from '@/firebase/subscribe-pages';
import type { PagedSource } from '@/firebase/subscribe-pages';
import type { Message } from '../model';
import { toMessage } from './convert';
import { messagesRef } from './refs';

/** A conversation shows its newest 50 messages live; "Load older" adds 50 at a time (decision 0025). */
export const MESSAGES_PAGE = 50;

/**
 * The messages of one conversation in pages, newest first (the chat shows them reversed, oldest at the
 * top, spec section 7): the newest page live, older pages once after a cursor. Only its participants
 * may read them. A message sent here while offline is marked pending until the server has it.
 */
export function pagedMessages(conversationId: string, db: Firestore = firestore()): PagedSource<Message> {
  return pagedQuery(messagesRef(db, conversationId), 'createdAt', MESSAGES_PAGE, toMessage, {
    metadata: true,
  });
}
