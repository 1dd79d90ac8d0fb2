// Every document the app's builders write, as [path, top-level fields]: what docs/data-model.md's
// field lists are checked against (tests/docs/data-model.test.ts). Each builder is called once with
// small inputs, through its write steps where it has them, so a field a builder gains shows here.
import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { WriteStep } from '../../src/firebase/write-steps';
import { periodKeysAt } from '../../src/domain/period-keys';
import { signUpWriteSteps } from '../../src/features/auth/api/sign-up';
import { startDeletionSteps } from '../../src/features/account/api/deletion/steps/start-deletion';
import { newPost } from '../../src/features/feed/api/post-doc';
import { createGroupWriteSteps } from '../../src/features/groups/api/create-group';
import { newGroupMessage } from '../../src/features/groups/api/group-message-doc';
import {
  cancelEventSteps,
  createEventSteps,
  editEventSteps,
  goingSteps,
} from '../../src/features/groups/api/event-docs';
import { newConversation, newMessage } from '../../src/features/messages/api/message-docs';
import {
  createOfferSteps,
  endOfferStep,
  endRecipientStep,
  perkWriteSteps,
  sendWriteSteps,
  skippedStep,
} from '../../src/features/offers/api/offer-docs';
import { transferWriteSteps } from '../../src/features/points/api/transfer-points';
import { followWriteSteps } from '../../src/features/profile/api/set-following';
import { restaurantProfileDoc } from '../../src/features/owner-dashboard/api/restaurant-profile-doc';
import { newPrivacyPreference } from '../../src/features/restaurant-pages/api/diner-privacy';
import { dinerDoc, restaurantPageDoc } from '../../src/features/restaurant-pages/api/restaurant-page-docs';
import { reviewWriteSteps } from '../../src/features/restaurant-pages/api/review-docs';
import { newWantToTry } from '../../src/features/restaurant-pages/api/want-to-try';
import { billWriteSteps } from '../../src/features/scan/api/bill-writes';
import { newBillCodeDoc } from '../../src/features/owner-dashboard/api/bill-codes';
import { ownerPageDoc } from '../../src/features/owner-dashboard/api/restaurant-place';
import { closedWeek } from '../../src/domain/opening-hours';
import { blockWriteSteps } from '../../src/social/api/blocks';
import { newNotification } from '../../src/social/api/notification-docs';
import { newComment, newLike } from '../../src/social/api/reaction-docs';
import { blankUserSnapshot } from '../../fixtures/step-docs';
import { refsFirestore } from '../../fixtures/user-doc';

interface BuiltDoc {
  /** The document's path, e.g. users/u1/private/account. */
  path: string;
  /** Its top-level fields (an update's dotted key counts as its first part). */
  fields: string[];
  /** Which builder wrote it. */
  by: string;
}

const topFields = (data: DocumentData) => [...new Set(Object.keys(data).map((k) => k.split('.')[0]!))];

function fromSteps(by: string, steps: readonly WriteStep[]): BuiltDoc[] {
  return steps.flatMap((s) => {
    if ('delete' in s) return [];
    return [{ path: s.ref.path, fields: topFields('set' in s ? s.set : s.update), by: `${by}:${s.name}` }];
  });
}

const one = (by: string, path: string, data: DocumentData): BuiltDoc => ({
  path,
  fields: topFields(data),
  by,
});

const eventInput = {
  title: 'Dinner',
  startsAt: new Date(Date.UTC(2030, 0, 1, 19)),
  place: 'Da Carlo',
  restaurantKey: 'dacarlo_viaroma1',
  address: 'Via Roma 1',
  description: '',
  maxAttendees: 10,
};

export function builtDocs(): BuiltDoc[] {
  const db = refsFirestore();
  const at = new Date('2026-11-20T12:00:00Z');
  const keys = periodKeysAt(at);
  const actor = { username: 'ann', photoURL: '' };
  const bill = {
    restaurantName: 'Da Carlo',
    address: 'Via Roma 1',
    totalAmount: 42.5,
    date: '2026-11-20',
    items: [{ name: 'Pasta', price: 12 }],
  };
  const offer = {
    ownerId: 'o1',
    restaurantKey: 'dacarlo_viaroma1',
    restaurantName: 'Da Carlo',
    audienceSize: 3,
    title: 'Free dessert',
    description: 'With any main',
    photoURL: '',
    validFrom: at,
    validUntil: new Date('2026-12-20T12:00:00Z'),
    cap: 10,
    audience: { kind: 'top' as const, n: 3 },
  };
  const offerSet = createOfferSteps(db, 'of1', offer)[0]!;
  const page = {
    ratingCount: 1,
    ratingSum: 4,
    stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
    verifiedRatingCount: 0,
    verifiedRatingSum: 0,
  };
  const verification = { billId: 'u1_1', visitDate: '2026-11-20', visits: 1, billVerified: true };
  const user = signUpWriteSteps(db, { uid: 'u1', username: 'Ann', email: 'ann@example.com' });
  const userDoc = 'set' in user[0]! ? user[0].set : {};
  return [
    ...fromSteps('signUp', user),
    ...fromSteps('deletion', startDeletionSteps(db, 'u1', userDoc, true)),
    ...fromSteps(
      'bill',
      billWriteSteps(db, {
        uid: 'u1',
        bill,
        billId: 'u1_1',
        receiptKey: '2026-11-20_4250_dacarlo_viaroma1',
        diner: undefined,
        billDay: undefined,
        keys,
        ownerIds: ['o1'],
        dinerRecord: null,
        listed: true,
      }),
    ),
    ...fromSteps(
      'verified bill',
      billWriteSteps(db, {
        uid: 'u1',
        bill,
        billId: 'u1_2',
        receiptKey: '2026-11-20_4250_dacarlo_viaroma1',
        diner: undefined,
        billDay: undefined,
        keys,
        ownerIds: ['o1'],
        dinerRecord: null,
        listed: true,
        code: { codeId: 'c'.repeat(64), secret: 'S'.repeat(20) },
      }),
    ),
    one(
      'newBillCodeDoc',
      `billCodes/${'c'.repeat(64)}`,
      newBillCodeDoc('o1', { restaurantKey: 'dacarlo_viaroma1', restaurantName: 'Da Carlo', address: 'Via Roma 1' }, 4250),
    ),
    ...fromSteps(
      'transfer',
      transferWriteSteps(db, {
        senderId: 'u1',
        receiverId: 'u2',
        amount: 5,
        txId: 'tx1',
        sender: blankUserSnapshot('u1'),
        receiver: blankUserSnapshot('u2'),
        keys,
      }),
    ),
    ...fromSteps(
      'follow',
      followWriteSteps(db, { followerId: 'u1', targetUserId: 'u2', follow: true, actor }),
    ),
    ...fromSteps(
      'group',
      createGroupWriteSteps(db, {
        uid: 'u1',
        groupId: 'g1',
        fields: { name: 'G', city: 'Rome', region: 'Lazio', description: 'D', image: '' },
        gold: 200,
      }),
    ),
    ...fromSteps('event', createEventSteps(db, 'g1', 'e1', eventInput)),
    ...fromSteps('eventEdit', editEventSteps(db, 'g1', 'e1', eventInput)),
    ...fromSteps('eventCancel', cancelEventSteps(db, 'g1', 'e1')),
    ...fromSteps('going', goingSteps(db, 'g1', 'e1', 'u2', true)),
    ...fromSteps(
      'block',
      blockWriteSteps(db, { blockerId: 'u1', blockedId: 'u2', followOut: true, followBack: true }),
    ),
    ...fromSteps('offer', [offerSet]),
    ...fromSteps(
      'send',
      sendWriteSteps(db, {
        offerId: 'of1',
        stored: 'set' in offerSet ? offerSet.set : {},
        dinerIds: ['u2'],
      }),
    ),
    ...fromSteps('skipped', [skippedStep(db, 'of1', 1)]),
    ...fromSteps('perk', perkWriteSteps(db, 'of1', 'u2', { opened: false, redeemed: false }, true)),
    ...fromSteps('end', [endOfferStep(db, 'of1'), endRecipientStep(db, 'of1', 'u2', Timestamp.fromDate(at))]),
    ...fromSteps(
      'review',
      reviewWriteSteps(db, {
        key: 'dacarlo_viaroma1',
        uid: 'u1',
        page,
        before: 0,
        draft: { rating: 5, text: 'Good', photos: [] },
        verification,
      }),
    ),
    ...fromSteps(
      'reviewEdit',
      reviewWriteSteps(db, {
        key: 'dacarlo_viaroma1',
        uid: 'u1',
        page,
        before: 4,
        draft: { rating: 5, text: 'Good', photos: [] },
        verification,
      }),
    ),
    one(
      'newPost',
      'posts/p1',
      newPost('u1', { content: 'Hi', image: 'x', imageSmall: 'y', location: 'Rome' }),
    ),
    one('newLike', 'likes/u1_p1', newLike('u1', 'p1', 'post')),
    one('newComment', 'comments/c1', newComment('u1', { kind: 'post', id: 'p1' }, 'Nice')),
    one('newComment', 'comments/c2', newComment('u1', { kind: 'bill', id: 'u2_1' }, 'Nice')),
    one(
      'newNotification',
      'notifications/n1',
      newNotification({ recipientId: 'u2', actorId: 'u1', actor, type: 'like', targetId: 'p1', content: '' }),
    ),
    one('newGroupMessage', 'eliteGroups/g1/messages/m1', newGroupMessage('g1', 'u1', 'Hi', '')),
    one(
      'newMessage',
      'conversations/u1_u2/messages/m1',
      newMessage({ senderId: 'u1', receiverId: 'u2', conversationId: 'u1_u2', content: 'Hi' }),
    ),
    one(
      'newConversation',
      'conversations/u1_u2',
      newConversation(['u1', 'u2'], {
        senderId: 'u1',
        receiverId: 'u2',
        conversationId: 'u1_u2',
        content: 'Hi',
        messageId: 'm1',
      }),
    ),
    one('restaurantProfileDoc', 'users/o1', {
      restaurantProfile: restaurantProfileDoc(
        {
          name: 'Da Carlo',
          description: 'D',
          address: 'Via Roma 1',
          cuisine: 'Roman',
          priceRange: '€€',
          openingHours: '12-23',
          phone: '1',
          website: 'https://example.com',
        },
        'dacarlo_viaroma1',
        {},
        [],
      ),
    }),
    one('newPrivacyPreference', 'users/u1/preferences/privacy', newPrivacyPreference(true)),
    one(
      'newWantToTry',
      'users/u1/wantToTry/dacarlo_viaroma1',
      newWantToTry({ name: 'Da Carlo', address: 'Via Roma 1' }),
    ),
    one('restaurantPageDoc', 'restaurantPages/dacarlo_viaroma1', restaurantPageDoc()),
    one('dinerDoc', 'restaurantPages/dacarlo_viaroma1/diners/u1', dinerDoc('u1')),
    one(
      'ownerPageDoc',
      'restaurantPages/dacarlo_viaroma1',
      ownerPageDoc('Da Carlo', 'Via Roma 1', {
        location: { lat: 41.9, lng: 12.5 },
        hours: { weekly: { ...closedWeek(), mon: '12:00-15:00' }, timeZone: 'Europe/Rome' },
      }),
    ),
  ];
}
