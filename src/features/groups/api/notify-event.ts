// The notifications of an event (decision 0051), sent by the group's creator after the event's own write:
// a new event to every other member, a change or the cancellation to the members going to it. One
// transaction per EVENT_NOTICES_PER_WRITE recipients reads each one's preferences (muted: skipped, decision
// 0029) and whether they already have this version's notification (sending again finishes the job), then
// writes the notifications with their badge steps (decision 0027). A recipient who blocked the creator is
// refused by the rules: that part is sent again one by one and the refused one is skipped.
import { getDoc, getDocs, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { errorCode } from '@/firebase/error-code';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { chunk } from '@/firebase/in-query-chunks';
import { applyWriteSteps, type WriteStep } from '@/firebase/write-steps';
import { actorOf, newNotification } from '@/social/api/notification-docs';
import { recipientWants } from '@/social/api/notification-preferences';
import { unreadNotificationsStep } from '@/social/api/unread-notifications';
import { groupDoc, groupEventDoc, notificationDoc, userDoc } from '@/firebase/collections';
import { collection } from 'firebase/firestore';
import { SUBCOLLECTIONS } from '@/firebase/collection-names';
import {
  EVENT_NOTICES_PER_WRITE,
  eventNoticeContent,
  eventNotificationId,
  noticeOf,
  toGroupEvent,
  type GroupEvent,
} from '../model/group-event';
import { toGroup } from '../model/group';

export type EventNoticeStepName = 'notification' | 'unread';

/** One recipient's notification of the event as it is stored, and their badge +1. */
export function eventNoticeSteps(
  db: Firestore,
  input: {
    event: GroupEvent;
    actorId: string;
    actor: { username: string; photoURL: string };
    recipientId: string;
  },
): WriteStep<EventNoticeStepName>[] {
  const { event, actorId, actor, recipientId } = input;
  const id = eventNotificationId(event.groupId, event.id, event.version, recipientId);
  return [
    {
      name: 'notification',
      ref: notificationDoc(db, id),
      set: newNotification({
        recipientId,
        actorId,
        actor,
        type: 'group_event',
        targetId: event.groupId,
        content: eventNoticeContent(noticeOf(event), event.title),
      }),
    },
    unreadNotificationsStep(db, recipientId, id, 1),
  ];
}

/** The members this version tells: every other member (new), else the members going. */
async function recipientsOf(db: Firestore, event: GroupEvent, actorId: string, members: string[]) {
  if (event.version === 0) return members.filter((m) => m !== actorId);
  const going = await getDocs(
    collection(groupEventDoc(db, event.groupId, event.id), SUBCOLLECTIONS.groupEvent.attendees),
  );
  const ids = new Set(going.docs.map((d) => d.id));
  return members.filter((m) => m !== actorId && ids.has(m));
}

/** One transaction: the recipients of `ids` who want it and do not have it yet. Stops at a newer version. */
function notifyPart(db: Firestore, event: GroupEvent, actorId: string, ids: readonly string[]) {
  return runGuardedTransaction(db, async (tx) => {
    const [e, actor] = await Promise.all([
      tx.get(groupEventDoc(db, event.groupId, event.id)),
      tx.get(userDoc(db, actorId)),
    ]);
    if (!e.exists() || e.get('version') !== event.version) return 0;
    const checks = await Promise.all(
      ids.map(async (uid) => {
        const id = eventNotificationId(event.groupId, event.id, event.version, uid);
        const sent = await tx.get(notificationDoc(db, id));
        return !sent.exists() && (await recipientWants(tx, db, uid, 'group_event'));
      }),
    );
    const to = ids.filter((_, i) => checks[i]);
    for (const recipientId of to) {
      applyWriteSteps(tx, eventNoticeSteps(db, { event, actorId, actor: actorOf(actor), recipientId }));
    }
    return to.length;
  });
}

/**
 * Tells the members of the event's current version (read now). Returns how many were notified. A part
 * the rules refuse (a recipient blocked the creator) is sent one by one, skipping the refused.
 */
export async function notifyEvent(
  groupId: string,
  eventId: string,
  actorId: string,
  db: Firestore = firestore(),
): Promise<number> {
  const [g, e] = await Promise.all([
    getDoc(groupDoc(db, groupId)),
    getDoc(groupEventDoc(db, groupId, eventId)),
  ]);
  if (!g.exists() || !e.exists()) return 0;
  const event = toGroupEvent(groupId)(e.id, e.data());
  const recipients = await recipientsOf(db, event, actorId, toGroup(g.id, g.data()).members);
  let sent = 0;
  for (const part of chunk(recipients, EVENT_NOTICES_PER_WRITE)) {
    try {
      sent += await notifyPart(db, event, actorId, part);
    } catch (err) {
      if (errorCode(err) !== 'permission-denied') throw err;
      for (const one of part) {
        try {
          sent += await notifyPart(db, event, actorId, [one]);
        } catch (e1) {
          if (errorCode(e1) !== 'permission-denied') throw e1;
        }
      }
    }
  }
  return sent;
}
