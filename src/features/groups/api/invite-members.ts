import { arrayUnion, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { unreadNotificationsStep } from '@/social/api/unread-notifications';
import { recipientWants } from '@/social/api/notification-preferences';
import { chunk } from '@/firebase/in-query-chunks';
import {
  INVITES_PER_WRITE,
  MAX_INVITES_PER_SEND,
  inviteContent,
  inviteNotificationId,
  toGroup,
} from '../model/group';
import { AppError, isAppError } from '@/domain/app-error';
import { userDoc, notificationDoc, groupDoc } from '@/firebase/collections';

/**
 * The creator invites users (spec section 7 "Add to eliteGroups.pendingInvites"): transactions of at most
 * INVITES_PER_WRITE that append them to pendingInvites and write each a group_invite notification with
 * the creator as actor, and their badge count +1 (not to those who muted group invites: decision 0029).
 * Members and users already invited are skipped (so sending again after a failure finishes the job).
 * Returns the number invited.
 */
export async function inviteMembers(
  groupId: string,
  creatorId: string,
  uids: string[],
  db: Firestore = firestore(),
): Promise<number> {
  if (uids.length === 0) throw new AppError('groups:errors.selectOne');
  let invited = 0;
  try {
    for (const part of chunk([...new Set(uids)].slice(0, MAX_INVITES_PER_SEND), INVITES_PER_WRITE)) {
      invited += await invitePart(db, groupId, creatorId, part);
    }
    return invited;
  } catch (err) {
    throw new AppError(
      isAppError(err, 'groups:errors.notFound') ? 'groups:errors.notFound' : 'groups:errors.invitesFailed',
      undefined,
      { cause: err },
    );
  }
}

/** One transaction: the invitees of `uids` who are neither members nor invited yet. */
function invitePart(db: Firestore, groupId: string, creatorId: string, uids: string[]): Promise<number> {
  const groupRef = groupDoc(db, groupId);
  const creatorRef = userDoc(db, creatorId);
  return runGuardedTransaction(db, async (tx) => {
    const [g, c] = await Promise.all([tx.get(groupRef), tx.get(creatorRef)]);
    if (!g.exists()) throw new AppError('groups:errors.notFound');
    const group = toGroup(g.id, g.data());
    if (group.creatorId !== creatorId) throw new AppError('groups:errors.invitesFailed');
    const fresh = uids.filter(
      (u) => u !== creatorId && !group.members.includes(u) && !group.pendingInvites.includes(u),
    );
    if (fresh.length === 0) return 0;
    const actor = c.data() ?? {};
    // Invitees who muted group invites are invited without a notification (decision 0029).
    const wanted = await Promise.all(fresh.map((uid) => recipientWants(tx, db, uid, 'group_invite')));
    tx.update(groupRef, {
      pendingInvites: arrayUnion(...fresh),
      updatedAt: serverTimestamp(),
    });
    for (const uid of fresh.filter((_, i) => wanted[i])) {
      // Each invitee's badge count +1 with their invite (decision 0027).
      applyWriteSteps(tx, [unreadNotificationsStep(db, uid, inviteNotificationId(groupId, uid), 1)]);
      tx.set(notificationDoc(db, inviteNotificationId(groupId, uid)), {
        recipientId: uid,
        actorId: creatorId,
        actor: { username: actor.username ?? '', photoURL: actor.photoURL ?? '' },
        type: 'group_invite',
        targetId: groupId,
        content: inviteContent(group.name),
        read: false,
        readAt: null,
        createdAt: serverTimestamp(),
      });
    }
    return fresh.length;
  });
}
