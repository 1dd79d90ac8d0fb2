import type { Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery } from '@/firebase/subscribe-pages';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { toGroupMessage, type GroupMessage } from '../model/group';
import { groupMessagesCol } from '@/firebase/collections';

/** A group chat shows its newest 50 messages live; "Load older" adds 50 at a time (decision 0025). */
const GROUP_MESSAGES_PAGE = 50;

/**
 * A group's chat in pages, newest first (the chat shows them reversed, oldest at the top, spec section
 * 7): the newest page live, older pages once after a cursor. The messages live under
 * eliteGroups/{id}/messages so the rules can let only the group's members read them
 * (docs/decisions/0007-groups.md). A message sent here while offline is marked pending until the server
 * has it (docs/decisions/0011).
 */
export function pagedGroupMessages(groupId: string, db: Firestore = firestore()): PagedSource<GroupMessage> {
  return pagedQuery(groupMessagesCol(db, groupId), 'createdAt', GROUP_MESSAGES_PAGE, toGroupMessage, {
    metadata: true,
  });
}
