// Download my data's gathering (src/features/account/api/export-data.ts) against the Firestore emulator
// with the real firestore.rules: every read it makes is one the rules let the owner make, lists past one
// page are read whole, only the owner's side of each chat is taken, and nobody can gather another's.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXPORT_PAGE_SIZE, gatherMyData } from '@/features/account/api/export-data';
import { buildExport } from '@/features/account/export-model';
import { newPost } from '@/features/feed/api/post-doc';
import { newGroupMessage } from '@/features/groups/api/group-message-doc';
import { newConversation, newMessage } from '@/features/messages/api/message-docs';
import { NOTIFICATION_TEXT } from '@/social/api/notification-docs';
import { newComment, newLike } from '@/social/api/reaction-docs';
import { newReview } from '@/features/restaurant-pages/api/review-docs';
import { newPrivacyPreference } from '@/features/restaurant-pages/api/diner-privacy';
import { newWantToTry } from '@/features/restaurant-pages/api/want-to-try';
import { billDocs, followDocs, groupDoc, notificationDoc, transferDocs } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';
import { signUpDocs } from '../../fixtures/user-doc';
import { createRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;
const at = new Date('2026-03-01T12:00:00Z');
const EXTRA_NOTIFICATIONS = EXPORT_PAGE_SIZE + 5;
// Bill codes (decision 0046): one ann's till issued (ben claimed it), one ben's till issued that ann's
// verified bill claimed, and ben's unclaimed one, not hers.
const ANN_ISSUED = 'a'.repeat(64);
const ANN_CLAIMED = 'b'.repeat(64);
const BEN_UNCLAIMED = 'c'.repeat(64);
const billCode = (createdBy: string, claimedBy: string | null, billId: string | null) => ({
  restaurantKey: `da-${createdBy}_viaroma1`,
  restaurantName: `Trattoria ${createdBy}`,
  address: 'Via Roma 1',
  amountCents: 1000,
  createdAt: at,
  createdBy,
  claimedBy,
  claimedAt: claimedBy ? at : null,
  billId,
});

async function seed(docs: Record<string, DocumentData>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const entries = Object.entries(docs);
    for (let i = 0; i < entries.length; i += 400) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(i, i + 400)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

const dbAs = (uid: string) =>
  env.authenticatedContext(uid, { email: `${uid}@example.test` }).firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await createRulesEnv('demo-int-export-h-a');
  setLogLevel('silent'); // the refused gathering is expected; keep the SDK from logging it
  await env.clearFirestore();
  const cid = 'ann_ben';
  const followed = (by: string, whom: string) => ({
    recipientId: whom,
    actorId: by,
    actor: { username: by, photoURL: '' },
    type: 'follow' as const,
    targetId: `${by}_${whom}`,
    content: NOTIFICATION_TEXT.followed,
  });
  const notifications = Object.fromEntries(
    Array.from({ length: EXTRA_NOTIFICATIONS }, (_, i) => [
      `notifications/n${i}`,
      notificationDoc(followed('ben', 'ann'), at, at),
    ]),
  );
  const bill = (name: string) => ({
    restaurantName: name,
    address: 'Via Roma 1',
    totalAmount: 10,
    date: '2026-03-01',
  });
  const annSays = { senderId: 'ann', receiverId: 'ben', conversationId: cid, content: 'Ann says' };
  const benSays = { senderId: 'ben', receiverId: 'ann', conversationId: cid, content: 'Ben says' };
  const gourmets = { name: 'Gourmets', city: 'Milan', region: 'Brera', description: '', image: '' };
  await seed({
    // Each user's record, username claim and private account as sign-up writes them.
    ...Object.fromEntries([
      ...signUpDocs('ann', 'ann', 'ann@example.test', at),
      ...signUpDocs('ben', 'ben', 'ben@example.test', at),
    ]),
    // By hand: these private records and the restaurant claim, which have no builder of their own.
    'users/ann/private/restaurantStats': { totalBills: 1, createdAt: at },
    'users/ann/private/settings': { language: 'it' },
    'users/ann/preferences/privacy': newPrivacyPreference(false),
    'users/ann/wantToTry/dacarla_viaroma2': {
      ...newWantToTry({ name: 'Da Carla', address: 'Via Roma 2' }),
      createdAt: at,
    },
    // The dishes her bills counted her for there (decision 0049), as a bill writes the marker.
    'users/ann/dishMarks/dacarla_viaroma2': { dishes: ['cacio-e-pepe'], lastBillId: 'ann_1' },
    'restaurants/da-ann': { ownerId: 'ann', createdAt: at },
    ...Object.fromEntries([
      ...billDocs('ann', bill('Da Ann'), { billId: 'ann_1', at }),
      ...billDocs('ben', bill('Da Ben'), { billId: 'ben_1', at }),
      ...billDocs('ann', bill('Da Bruno'), { billId: 'ann_2', at }).map(
        ([path, data]): [string, DocumentData] =>
          path === 'bills/ann_2' ? [path, { ...data, verified: true, codeId: ANN_CLAIMED }] : [path, data],
      ),
      ...followDocs('ann', 'ben', at),
      ...followDocs('ben', 'ann', at),
      ...transferDocs('ann', 'ben', 5, 't1', at),
      ...transferDocs('ben', 'ann', 3, 't2', at),
      groupDoc('ben', 'g1', gourmets, 0, at, ['ann']),
    ]),
    // The post's comment and like moved its counters.
    'posts/p-ann': {
      ...stamped(newPost('ann', { content: 'Ann posts' }), at),
      likeCount: 1,
      commentCount: 1,
    },
    'comments/c-ann': stamped(newComment('ann', { kind: 'post', id: 'p-ann' }, 'Ann comments'), at),
    'likes/ann_p-ann': stamped(newLike('ann', 'p-ann', 'post'), at),
    [`conversations/${cid}`]: stamped(newConversation(['ann', 'ben'], { ...benSays, messageId: 'm2' }), at),
    [`conversations/${cid}/messages/m1`]: stamped(newMessage(annSays), at),
    [`conversations/${cid}/messages/m2`]: stamped(newMessage(benSays), at),
    'eliteGroups/g1/messages/gm1': stamped(newGroupMessage('g1', 'ann', 'Ann in group', ''), at),
    'eliteGroups/g1/messages/gm2': stamped(newGroupMessage('g1', 'ben', 'Ben in group', ''), at),
    'notifications/for-ben': notificationDoc(followed('ann', 'ben'), at),
    // A review and a diner record of each at one restaurant (decision 0039): only ann's are hers.
    ...Object.fromEntries(
      ['ann', 'ben'].flatMap((uid) => [
        [
          `restaurantPages/da-ann_viaroma1/reviews/${uid}`,
          stamped(
            newReview(
              uid,
              { rating: 5, text: `${uid} reviews`, photos: [] },
              { billId: `${uid}_1`, visitDate: '2026-03-01', visits: 1 },
            ),
            at,
          ),
        ],
        [
          `restaurantPages/da-ann_viaroma1/diners/${uid}`,
          {
            userId: uid,
            visits: 1,
            gold: 10,
            firstVisit: '2026-03-01',
            lastVisit: '2026-03-01',
            lastBillId: `${uid}_1`,
            visible: uid === 'ben',
          },
        ],
      ]),
    ),
    ...notifications,
    [`billCodes/${ANN_ISSUED}`]: billCode('ann', 'ben', 'ben_1'),
    [`billCodes/${ANN_CLAIMED}`]: billCode('ben', 'ann', 'ann_2'),
    [`billCodes/${BEN_UNCLAIMED}`]: billCode('ben', null, null),
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('gatherMyData', () => {
  test("the owner gathers all of their records, their side of each chat, and none of another's", async () => {
    let lastProgress = 0;
    const data = await gatherMyData('ann', (n) => (lastProgress = n), dbAs('ann'));
    expect(data.privateRecords.account).toMatchObject({ email: 'ann@example.test' });
    expect(data.privateRecords.restaurantStats).toMatchObject({ totalBills: 1 });
    expect(data.privateRecords.settings).toEqual({ language: 'it' });
    expect(data.profile).toMatchObject({ username: 'ann' });
    expect(data.bills.map((b) => b.id)).toEqual(['ann_1', 'ann_2']);
    expect(data.posts.map((p) => p.id)).toEqual(['p-ann']);
    expect(data.comments.map((c) => c.id)).toEqual(['c-ann']);
    expect(data.likes.map((l) => l.id)).toEqual(['ann_p-ann']);
    expect(data.following.map((f) => f.id)).toEqual(['ann_ben']);
    expect(data.followers.map((f) => f.id)).toEqual(['ben_ann']);
    expect(data.pointsSent.map((t) => t.id)).toEqual(['t1']);
    expect(data.pointsReceived.map((t) => t.id)).toEqual(['t2']);
    expect(data.conversations).toEqual([
      {
        id: 'ann_ben',
        participants: ['ann', 'ben'],
        messages: [expect.objectContaining({ content: 'Ann says' })],
      },
    ]);
    expect(data.groups).toEqual([
      {
        id: 'g1',
        name: 'Gourmets',
        creatorId: 'ben',
        messages: [expect.objectContaining({ content: 'Ann in group' })],
      },
    ]);
    // More than a page: every one, read on with the cursor, none twice.
    expect(new Set(data.notifications.map((n) => n.id)).size).toBe(EXTRA_NOTIFICATIONS);
    expect(data.restaurantClaims.map((r) => r.id)).toEqual(['da-ann']);
    // Reviews and diner records by the restaurant's key, hers only (ben's visible record too is his).
    expect(data.reviews).toEqual([expect.objectContaining({ id: 'da-ann_viaroma1', text: 'ann reviews' })]);
    expect(data.dinerRecords).toEqual([expect.objectContaining({ id: 'da-ann_viaroma1', userId: 'ann' })]);
    expect(data.privacyPreferences).toEqual(newPrivacyPreference(false));
    expect(data.wantToTry).toEqual([expect.objectContaining({ id: 'dacarla_viaroma2', name: 'Da Carla' })]);
    expect(data.dishMarks).toEqual([
      { id: 'dacarla_viaroma2', dishes: ['cacio-e-pepe'], lastBillId: 'ann_1' },
    ]);
    expect(lastProgress).toBeGreaterThan(EXTRA_NOTIFICATIONS);
    // The codes her till issued (listed), and the one her verified bill claimed (read by its id).
    expect(data.billCodesIssued).toEqual([expect.objectContaining({ id: ANN_ISSUED, claimedBy: 'ben' })]);
    expect(data.billCodesClaimed).toEqual([
      expect.objectContaining({ id: ANN_CLAIMED, claimedBy: 'ann', billId: 'ann_2' }),
    ]);

    const exported = buildExport(data, at);
    expect(exported.billCodes.issued.map((c) => c.id)).toEqual([ANN_ISSUED]);
    expect(exported.billCodes.claimed.map((c) => c.id)).toEqual([ANN_CLAIMED]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(BEN_UNCLAIMED);
    for (const other of ['ben@example.test', 'Da Ben', 'Ben says', 'Ben in group', 'ben reviews'])
      expect(text).not.toContain(other);
  });

  test("nobody gathers another user's data: the rules refuse their private records", async () => {
    await expect(gatherMyData('ann', () => {}, dbAs('ben'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
