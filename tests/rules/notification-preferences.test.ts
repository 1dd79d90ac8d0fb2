// users/{uid}/preferences/notifications (decision 0029): only the owner writes it (the six kinds,
// booleans), any signed-in user reads it; a notification of a kind its recipient muted is refused, and so
// is the badge raise that would go with it; a muted invitee is invited without one (none is required
// now); a muted messages
// kind refuses the unread-messages raise and still lets the message through without it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, test } from 'vitest';
import { setFollowing } from '@/features/profile/api/set-following';
import { openConversation } from '@/features/messages/api/open-conversation';
import { inviteContent, inviteNotificationId } from '@/features/groups/model/group';
import { dbAnon, dbAs, follow, seed, sendSilver, seedUser, useRulesEnv, userDoc } from './helpers';
import { GROUP, seedGroup } from './groups-helpers';
import { POST, commentRaw, notification, seedSocial } from './social-helpers';

const getEnv = useRulesEnv('demo-rules-notification-preferences');
const as = (uid: string) => dbAs(getEnv(), uid);
const PREFS = (uid: string) => `users/${uid}/preferences/notifications`;
const UNREAD = (uid: string) => `users/${uid}/private/unreadNotifications`;

/** `uid` turns these kinds off (the rest stay as they are: missing is on). */
const mute = (uid: string, ...kinds: string[]) =>
  seed(getEnv(), { [PREFS(uid)]: Object.fromEntries(kinds.map((k) => [k, false])) });

/** alice likes bob's post (likeCount +1), with bob's notification and/or his badge raise if asked. */
async function likeWith(db: Firestore, opts: { notice?: boolean; raise?: boolean }) {
  const likeId = `alice_${POST}`;
  const batch = writeBatch(db);
  batch.set(doc(db, 'likes', likeId), {
    userId: 'alice',
    billId: POST,
    targetType: 'post',
    createdAt: serverTimestamp(),
  });
  batch.update(doc(db, 'posts', POST), { likeCount: increment(1) });
  if (opts.notice) {
    batch.set(
      doc(db, 'notifications', `like_${likeId}`),
      notification('alice', 'bob', 'like', POST, 'liked your post'),
    );
  }
  if (opts.raise) {
    batch.set(
      doc(db, UNREAD('bob')),
      { count: increment(1), lastNotificationId: `like_${likeId}` },
      { merge: true },
    );
  }
  await batch.commit();
}

describe('the preferences document', () => {
  beforeEach(async () => {
    await seedUser(getEnv(), 'alice');
    await seedUser(getEnv(), 'bob');
  });

  test('the owner creates it, changes one kind (merged) and deletes it', async () => {
    const ref = doc(as('bob'), PREFS('bob'));
    await assertSucceeds(setDoc(ref, { like: false }, { merge: true }));
    await assertSucceeds(setDoc(ref, { follow: false }, { merge: true }));
    await assertSucceeds(
      setDoc(ref, {
        like: true,
        comment: false,
        follow: true,
        points: false,
        group_invite: true,
        message: false,
      }),
    );
    await assertSucceeds(updateDoc(ref, { message: true }));
    await assertSucceeds(deleteDoc(ref));
  });

  test('nobody else writes it', async () => {
    await assertFails(setDoc(doc(as('alice'), PREFS('bob')), { like: false }));
    await mute('bob', 'like');
    await assertFails(updateDoc(doc(as('alice'), PREFS('bob')), { like: true }));
    await assertFails(deleteDoc(doc(as('alice'), PREFS('bob'))));
    await assertFails(setDoc(doc(dbAnon(getEnv()), PREFS('bob')), { like: false }));
  });

  test.each([
    ['an unknown kind', { likes: false }],
    ['another key', { like: false, email: 'x@example.com' }],
    ['a string', { like: 'off' }],
    ['a number', { comment: 0 }],
    ['null', { message: null }],
  ])('the owner cannot store %s', async (_name, data: DocumentData) => {
    await assertFails(setDoc(doc(as('bob'), PREFS('bob')), data, { merge: true }));
  });

  test('any signed-in user reads it (a sender must know); signed out, nobody', async () => {
    await mute('bob', 'like');
    await assertSucceeds(getDoc(doc(as('alice'), PREFS('bob'))));
    await assertSucceeds(getDoc(doc(as('bob'), PREFS('bob'))));
    await assertSucceeds(getDoc(doc(as('alice'), PREFS('carol')))); // none yet: all on
    await assertFails(getDoc(doc(dbAnon(getEnv()), PREFS('bob'))));
  });
});

describe('likes and comments', () => {
  beforeEach(async () => {
    await seedSocial(getEnv());
  });

  test('unmuted (no document, or the kind on): the notification and its badge raise are allowed', async () => {
    await assertSucceeds(likeWith(as('alice'), { notice: true, raise: true }));
    await getEnv().clearFirestore();
    await seedSocial(getEnv());
    await seed(getEnv(), { [PREFS('bob')]: { like: true, comment: false } });
    await assertSucceeds(likeWith(as('alice'), { notice: true, raise: true }));
  });

  test('likes muted: the notification is refused, with or without its raise; the raise alone too', async () => {
    await mute('bob', 'like');
    await assertFails(likeWith(as('alice'), { notice: true, raise: true }));
    await assertFails(likeWith(as('alice'), { notice: true }));
    await assertFails(likeWith(as('alice'), { raise: true }));
    await assertSucceeds(likeWith(as('alice'), {}));
  });

  test('comments muted: the comment goes only without its notification', async () => {
    await mute('bob', 'comment');
    const onPost = { kind: 'post' as const, id: POST };
    await assertFails(commentRaw(as('alice'), 'alice', onPost, 'Nice', { notifyOwner: 'bob' }));
    await assertSucceeds(commentRaw(as('alice'), 'alice', onPost, 'Nice'));
    // Another kind muted does not stop it.
    await seed(getEnv(), { [PREFS('bob')]: { like: false } });
    await assertSucceeds(commentRaw(as('alice'), 'alice', onPost, 'Nicer', { notifyOwner: 'bob' }));
  });
});

describe('follows and transfers', () => {
  beforeEach(async () => {
    await seedUser(getEnv(), 'alice', { silverPoints: 100 });
    await seedUser(getEnv(), 'bob');
  });

  test('follows muted: the follow goes only without its notification and raise', async () => {
    await mute('bob', 'follow');
    await assertFails(follow(as('alice'), 'alice', 'bob'));
    await assertFails(follow(as('alice'), 'alice', 'bob', { unread: 'skip' }));
    await assertSucceeds(follow(as('alice'), 'alice', 'bob', { notification: 'skip', unread: 'skip' }));
  });

  test('follows muted: a re-follow may not write its old notification again', async () => {
    await setFollowing('alice', 'bob', true, as('alice'));
    await setFollowing('alice', 'bob', false, as('alice'));
    await seed(getEnv(), {
      'notifications/follow_alice_bob': {
        ...notification('alice', 'bob', 'follow', 'alice_bob', 'started following you'),
        actor: { username: 'alice', photoURL: '' },
        read: true,
        readAt: new Date(),
        createdAt: new Date(),
      },
    });
    await mute('bob', 'follow');
    await assertFails(follow(as('alice'), 'alice', 'bob'));
    await assertSucceeds(follow(as('alice'), 'alice', 'bob', { notification: 'skip', unread: 'skip' }));
  });

  test('points muted: the transfer goes only without its notification and raise', async () => {
    await assertSucceeds(sendSilver(as('alice'), 'alice', 'bob', 5)); // on: with both
    await mute('bob', 'points');
    await assertFails(sendSilver(as('alice'), 'alice', 'bob', 5));
    await assertFails(sendSilver(as('alice'), 'alice', 'bob', 5, { unread: 'skip' }));
    await assertSucceeds(
      sendSilver(as('alice'), 'alice', 'bob', 5, { notification: 'skip', unread: 'skip' }),
    );
  });
});

describe('group invites', () => {
  const notice = (uid: string) => ({
    ...notification('alice', uid, 'group_invite', GROUP, inviteContent('Golden Romans')),
    actor: { username: 'alice', photoURL: '' },
  });

  async function invite(db: Firestore, invites: string[], notices: string[]) {
    const batch = writeBatch(db);
    batch.update(doc(db, 'eliteGroups', GROUP), { pendingInvites: invites, updatedAt: serverTimestamp() });
    for (const uid of notices)
      batch.set(doc(db, 'notifications', inviteNotificationId(GROUP, uid)), notice(uid));
    await batch.commit();
  }

  beforeEach(async () => {
    await seedGroup(getEnv());
    await seed(getEnv(), { 'users/erin': userDoc('erin') });
  });

  test('a muted invitee is invited without a notification; a notification for them is refused', async () => {
    await mute('dave', 'group_invite');
    await assertFails(invite(as('alice'), ['carol', 'dave'], ['dave']));
    await assertSucceeds(invite(as('alice'), ['carol', 'dave'], []));
  });

  test('muted and unmuted in one invite: only the unmuted one may have a notification', async () => {
    await mute('dave', 'group_invite');
    await assertFails(invite(as('alice'), ['carol', 'dave', 'erin'], ['dave', 'erin']));
    await assertSucceeds(invite(as('alice'), ['carol', 'dave', 'erin'], ['erin']));
  });
});

describe('messages', () => {
  const CID = 'alice_bob';

  async function send(db: Firestore, raise: boolean) {
    const now = serverTimestamp();
    const batch = writeBatch(db);
    const mid = `m${Date.now()}`;
    batch.set(doc(db, `conversations/${CID}/messages/${mid}`), {
      senderId: 'alice',
      receiverId: 'bob',
      conversationId: CID,
      content: 'hello',
      read: false,
      readAt: null,
      createdAt: now,
    });
    batch.update(doc(db, `conversations/${CID}`), {
      lastMessage: 'hello',
      lastMessageAt: now,
      lastMessageId: mid,
      lastSenderId: 'alice',
      updatedAt: now,
      'unread.bob': increment(1),
      unreadCount: increment(1),
    });
    if (raise) {
      batch.set(
        doc(db, 'users/bob/private/unreadMessages'),
        { count: increment(1), lastConversationId: CID },
        { merge: true },
      );
    }
    await batch.commit();
  }

  beforeEach(async () => {
    await seedUser(getEnv(), 'alice');
    await seedUser(getEnv(), 'bob');
    await openConversation('alice', 'bob', as('alice'));
  });

  test('unmuted: a send with the raise is allowed', async () => {
    await assertSucceeds(send(as('alice'), true));
  });

  test('muted: the send goes without the raise; with it, it is refused', async () => {
    await mute('bob', 'message');
    await assertFails(send(as('alice'), true));
    await assertSucceeds(send(as('alice'), false));
  });
});
