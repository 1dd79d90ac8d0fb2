// Notification preferences (decision 0029) through the app's own writers, against the emulator with the
// real rules: with the recipient's kind muted, the like, comment, follow, transfer, group invite and
// message go through and leave the notification (and the badge raise) out; unmuted, they carry them.
// The settings page's own read and save are here too.
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import {
  fetchNotificationPreferences,
  saveNotificationPreference,
} from '@/features/account/api/notification-preferences';
import { inviteMembers } from '@/features/groups/api/invite-members';
import { sendMessage } from '@/features/messages/api/send-message';
import { transferPoints } from '@/features/points/api/transfer-points';
import { setFollowing } from '@/features/profile/api/set-following';
import { addComment } from '@/social/api/comments';
import { setLiked } from '@/social/api/likes';
import { inviteNotificationId } from '@/features/groups/model/group';
import { dbAs, peek, seed, useRulesEnv, userDoc } from '../rules/helpers';
import { GROUP, seedGroup } from '../rules/groups-helpers';
import { BILL, POST, seedSocial } from '../rules/social-helpers';

const getEnv = useRulesEnv('demo-int-notification-preferences');
const as = (uid: string) => dbAs(getEnv(), uid);
const unreadOf = async (uid: string) =>
  (await peek(getEnv(), `users/${uid}/private/unreadNotifications`))?.count;
const notice = (id: string) => peek(getEnv(), `notifications/${id}`);

/** `uid` sets a kind through the settings page's own save. */
const set = (
  db: Firestore,
  uid: string,
  kind: Parameters<typeof saveNotificationPreference>[1],
  on: boolean,
) => saveNotificationPreference(uid, kind, on, () => {}, db);

describe('the settings page’s read and save', () => {
  test('all on at first; a saved kind reads back; another user cannot save mine', async () => {
    await seed(getEnv(), { 'users/bob': userDoc('bob'), 'users/alice': userDoc('alice') });
    expect(await fetchNotificationPreferences('bob', as('bob'))).toEqual({
      like: true,
      comment: true,
      follow: true,
      points: true,
      group_invite: true,
      offer: true,
      message: true,
      group_event: true,
    });
    await set(as('bob'), 'bob', 'like', false);
    await set(as('bob'), 'bob', 'message', false);
    await set(as('bob'), 'bob', 'message', true);
    expect(await fetchNotificationPreferences('bob', as('bob'))).toMatchObject({
      like: false,
      message: true,
    });
    await expect(set(as('alice'), 'bob', 'like', true)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('muted: the write goes through without its notification', () => {
  test('likes: on a post and on a bill; likes back on, the next like notifies', async () => {
    await seedSocial(getEnv());
    await set(as('bob'), 'bob', 'like', false);
    await expect(setLiked('alice', { kind: 'post', id: POST }, true, as('alice'))).resolves.toBe(true);
    await expect(setLiked('alice', { kind: 'bill', id: BILL }, true, as('alice'))).resolves.toBe(true);
    expect(await peek(getEnv(), `likes/alice_${POST}`)).toBeDefined();
    expect(await peek(getEnv(), `posts/${POST}`)).toMatchObject({ likeCount: 1 });
    expect(await notice(`like_alice_${POST}`)).toBeUndefined();
    expect(await notice(`like_alice_${BILL}`)).toBeUndefined();
    expect(await unreadOf('bob')).toBeUndefined();
    // An unlike of a like that notified nobody is fine too.
    await expect(setLiked('alice', { kind: 'post', id: POST }, false, as('alice'))).resolves.toBe(true);

    await set(as('bob'), 'bob', 'like', true);
    await setLiked('alice', { kind: 'post', id: POST }, true, as('alice'));
    expect(await notice(`like_alice_${POST}`)).toMatchObject({ type: 'like', recipientId: 'bob' });
    expect(await unreadOf('bob')).toBe(1);
  });

  test('comments', async () => {
    await seedSocial(getEnv());
    await set(as('bob'), 'bob', 'comment', false);
    const id = await addComment('alice', { kind: 'post', id: POST }, 'Lovely', as('alice'));
    expect(await peek(getEnv(), `comments/${id}`)).toMatchObject({ content: 'Lovely' });
    expect(await peek(getEnv(), `posts/${POST}`)).toMatchObject({ commentCount: 1 });
    expect(await notice(`comment_${id}`)).toBeUndefined();
    expect(await unreadOf('bob')).toBeUndefined();
  });

  test('follows: a follow, and a re-follow after its old notification was read', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice'), 'users/bob': userDoc('bob') });
    await setFollowing('alice', 'bob', true, as('alice'));
    expect(await unreadOf('bob')).toBe(1);
    await setFollowing('alice', 'bob', false, as('alice'));
    await set(as('bob'), 'bob', 'follow', false);
    await expect(setFollowing('alice', 'bob', true, as('alice'))).resolves.toBe(true);
    expect(await peek(getEnv(), 'follows/alice_bob')).toBeDefined();
    expect(await peek(getEnv(), 'users/bob')).toMatchObject({ followers: 1 });
    // The old notification is left as it was (still the one from the first follow), not counted again.
    expect(await unreadOf('bob')).toBe(1);

    await seed(getEnv(), { 'users/carol': userDoc('carol') });
    await setFollowing('carol', 'bob', true, as('carol'));
    expect(await notice('follow_carol_bob')).toBeUndefined();
  });

  test('points', async () => {
    await seed(getEnv(), {
      'users/alice': userDoc('alice', { silverPoints: 50 }),
      'users/bob': userDoc('bob'),
    });
    await set(as('bob'), 'bob', 'points', false);
    const txId = await transferPoints({ senderId: 'alice', receiverId: 'bob', amount: 20 }, as('alice'));
    expect(await peek(getEnv(), 'users/bob')).toMatchObject({ silverPoints: 20 });
    expect(await notice(`points_${txId}`)).toBeUndefined();
    expect(await unreadOf('bob')).toBeUndefined();
  });

  test('group invites: ten at once, every other one muted', async () => {
    await seedGroup(getEnv());
    const ten = Array.from({ length: 10 }, (_, i) => `u${i}`);
    await seed(getEnv(), Object.fromEntries(ten.map((u) => [`users/${u}`, userDoc(u)])));
    const muted = ten.filter((_, i) => i % 2 === 0);
    for (const u of muted)
      await setDoc(doc(as(u), `users/${u}/preferences/notifications`), { group_invite: false });
    await expect(inviteMembers(GROUP, 'alice', ten, as('alice'))).resolves.toBe(10);
    expect((await peek(getEnv(), `eliteGroups/${GROUP}`))?.pendingInvites).toEqual(['carol', ...ten]);
    for (const u of ten) {
      const stored = await notice(inviteNotificationId(GROUP, u));
      if (muted.includes(u)) expect(stored, u).toBeUndefined();
      else expect(stored, u).toMatchObject({ type: 'group_invite', recipientId: u });
      expect(await unreadOf(u), u).toBe(muted.includes(u) ? undefined : 1);
    }
  });

  test('ten invites, each invitee with saved preferences (invites on): all notified, in writes of five', async () => {
    // The costliest case for the rules' document accesses (decision 0029): one write of ten is refused.
    await seedGroup(getEnv());
    const ten = Array.from({ length: 10 }, (_, i) => `u${i}`);
    await seed(getEnv(), Object.fromEntries(ten.map((u) => [`users/${u}`, userDoc(u)])));
    await seed(
      getEnv(),
      Object.fromEntries(ten.map((u) => [`users/${u}/preferences/notifications`, { like: false }])),
    );
    await expect(inviteMembers(GROUP, 'alice', ten, as('alice'))).resolves.toBe(10);
    for (const u of ten) expect(await unreadOf(u), u).toBe(1);
  });

  test('messages: the message is sent, the badge does not rise; back on, it rises', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice'), 'users/bob': userDoc('bob') });
    const badge = async () => (await peek(getEnv(), 'users/bob/private/unreadMessages'))?.count;
    const alice = as('alice'); // one instance: its preferences cache lives across the sends
    await sendMessage({ senderId: 'alice', receiverId: 'bob', content: 'one' }, alice);
    expect(await badge()).toBe(1);
    await set(as('bob'), 'bob', 'message', false);
    // alice's last answer (on) is still fresh in her cache: the rules refuse the raise, the send runs
    // again without it.
    await sendMessage({ senderId: 'alice', receiverId: 'bob', content: 'two' }, alice);
    expect(await badge()).toBe(1);
    expect(await peek(getEnv(), 'conversations/alice_bob')).toMatchObject({
      lastMessage: 'two',
      unread: { bob: 2 },
    });
    await set(as('bob'), 'bob', 'message', true);
    await sendMessage({ senderId: 'alice', receiverId: 'bob', content: 'three' }, alice);
    // Within the cache's minute alice still takes it for muted: no raise (the rules allow that).
    expect(await badge()).toBe(1);
  });
});
