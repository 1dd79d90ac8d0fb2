import { arrayUnion, doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { unreadNotificationsStep } from '@/social/api/unread-notifications';
import { MAX_INVITES_PER_SEND, inviteContent, inviteNotificationId, toGroup } from '../model/group';
import { MSG } from '../model/messages';

/**
 * The creator invites users (spec section 7 "Add to eliteGroups.pendingInvites"): one transaction that
 * appends them to pendingInvites and writes each a group_invite notification with the creator as actor.
 * Members and users already invited are skipped. Returns the number invited.
 */
export async function inviteMembers(
  groupId: string,
  creatorId: string,
  uids: string[],
  db: Firestore = firestore(),
): Promise<number> {
  if (uids.length === 0) throw new Error(MSG.selectOne);
  const groupRef = doc(db, 'eliteGroups', groupId);
  const creatorRef = doc(db, 'users', creatorId);
  try {
    return await runGuardedTransaction(db, async (tx) => {
      const [g, c] = await Promise.all([tx.get(groupRef), tx.get(creatorRef)]);
      if (!g.exists()) throw new Error(MSG.notFound);
      const group = toGroup(g.id, g.data());
      if (group.creatorId !== creatorId) throw new Error(MSG.invitesFailed);
      const fresh = [...new Set(uids)]
        .filter((u) => u !== creatorId && !group.members.includes(u) && !group.pendingInvites.includes(u))
        .slice(0, MAX_INVITES_PER_SEND);
      if (fresh.length === 0) return 0;
      const actor = c.data() ?? {};
      tx.update(groupRef, {
        pendingInvites: arrayUnion(...fresh),
        updatedAt: serverTimestamp(),
      });
      for (const uid of fresh) {
        // Each invitee's badge count +1 with their invite (decision 0027).
        applyWriteSteps(tx, [unreadNotificationsStep(db, uid, inviteNotificationId(groupId, uid), 1)]);
        tx.set(doc(db, 'notifications', inviteNotificationId(groupId, uid)), {
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
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw new Error(message === MSG.notFound ? message : MSG.invitesFailed, { cause: err });
  }
}
