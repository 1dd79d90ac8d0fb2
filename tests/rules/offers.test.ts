// VIP offers (decision 0041): offers/{offerId}, created by the claimed restaurant's owner, and its
// recipients/{dinerId} copies, sent only to diners with a bill record there (not muted, not blocking)
// with their notification and sentCount, opened and redeemed once by their diner with the offer's
// counters, ended by the owner. Each move: an allowing and a denying case.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { OFFER_RECIPIENTS_PER_WRITE, offerNotificationId } from '../../src/domain/offer';
import { createOffer } from '../../src/features/offers/api/create-offer';
import { endOffer } from '../../src/features/offers/api/end-offer';
import { openPerk, redeemPerk } from '../../src/features/offers/api/perk-writes';
import { sendOffer } from '../../src/features/offers/api/send-offer';
import { dbAs, peek, seed, trattoria, useRulesEnv } from './helpers';
import {
  ANOTHER,
  DINERS,
  KEY,
  OFFER,
  createOfferAs,
  offerInput,
  perkAs,
  seedOffers,
  seedSentOffer,
  sendAs,
} from './offers-helpers';
import { storageURL } from './storage-url';

const getEnv = useRulesEnv('demo-rules-offers');
const as = (uid: string) => dbAs(getEnv(), uid);
const HOUR = 3_600_000;
const COPY = (uid: string, offerId = OFFER) => `offers/${offerId}/recipients/${uid}`;

/** The AppError's key (the app's message), or the rules' refusal. */
const keyOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { key?: string }).key ?? String(err);
  }
};

beforeEach(() => seedOffers(getEnv()));

describe('create', () => {
  test('the owner creates an offer with the app: audienceSize from her statistics', async () => {
    const { ownerId, validFrom, validUntil, title, description, photoURL, cap } = offerInput();
    const id = await createOffer(
      { ownerId, validFrom, validUntil, title, description, photoURL, cap, audience: { kind: 'top', n: 2 } },
      as('olga'),
    );
    expect(await peek(getEnv(), `offers/${id}`)).toMatchObject({
      ownerId: 'olga',
      restaurantKey: KEY,
      restaurantName: 'Trattoria Roma',
      audienceSize: 2,
      sentCount: 0,
      endedAt: null,
    });
  });

  test('with her own photo', async () => {
    await assertSucceeds(
      createOfferAs(as('olga'), offerInput({ photoURL: storageURL('offer-images/olga/a.jpg') })),
    );
  });

  test.each([
    ['another user’s photo', { photoURL: storageURL('offer-images/pietro/a.jpg') }],
    ['a title of 81 characters', { title: 'x'.repeat(81) }],
    ['an empty title', { title: ' ' }],
    ['a description of 501', { description: 'x'.repeat(501) }],
    ['an end before the start', { validUntil: new Date(Date.now() - 2 * HOUR) }],
    ['a cap of 0', { cap: 0 }],
    ['a top of 1001', { audience: { kind: 'top', n: 1001 } as const }],
    ['recent 60 days', { audience: { kind: 'recent', days: 60 } as unknown as { kind: 'recent'; days: 30 } }],
    ['another name', { restaurantName: 'Trattoria Milano' }],
  ])('not with %s', async (_name, over) => {
    await assertFails(createOfferAs(as('olga'), offerInput(over)));
  });

  test('to verified diners only: the app counts them; the audience says verified only as true', async () => {
    const audience = { kind: 'top', n: 10, verified: true } as const;
    await assertSucceeds(
      createOfferAs(as('olga'), offerInput({ audience, audienceSize: 0 }), undefined, 'v1'),
    );
    await assertFails(
      createOfferAs(
        as('olga'),
        offerInput(),
        { offer: { audience: { kind: 'top', n: 10, verified: false } } },
        'v2',
      ),
    );
    await assertFails(
      createOfferAs(
        as('olga'),
        offerInput(),
        { offer: { audience: { kind: 'recent', days: 30, verified: 'yes' } } },
        'v3',
      ),
    );
  });

  test('not with counters already moved', async () => {
    await assertFails(createOfferAs(as('olga'), offerInput(), { offer: { sentCount: 3 } }));
    await assertFails(createOfferAs(as('olga'), offerInput(), { offer: { redeemedCount: 1 } }));
    await assertFails(createOfferAs(as('olga'), offerInput(), { offer: { endedAt: serverTimestamp() } }));
  });

  test('not from another owner’s restaurant, nor for another restaurant of hers', async () => {
    await assertFails(createOfferAs(as('pietro'), offerInput({ ownerId: 'pietro' })));
    await assertFails(
      createOfferAs(as('olga'), offerInput({ restaurantKey: ANOTHER, restaurantName: 'Pizzeria Napoli' })),
    );
  });

  test('a diner cannot create an offer for themselves; the app says so', async () => {
    await assertFails(createOfferAs(as('alice'), offerInput({ ownerId: 'alice' })));
    const { validFrom, validUntil, title, description, photoURL, cap, audience } = offerInput();
    expect(
      await keyOf(
        createOffer(
          { ownerId: 'alice', validFrom, validUntil, title, description, photoURL, cap, audience },
          as('alice'),
        ),
      ),
    ).toBe('offers:errors.noRestaurant');
  });
});

describe('read', () => {
  beforeEach(() => seedSentOffer(getEnv(), offerInput(), ['alice']));

  test('the owner gets and lists hers; a diner gets her copy', async () => {
    await assertSucceeds(getDoc(doc(as('olga'), 'offers', OFFER)));
    await assertSucceeds(getDocs(query(collection(as('olga'), 'offers'), where('ownerId', '==', 'olga'))));
    await assertSucceeds(getDoc(doc(as('alice'), 'offers', OFFER, 'recipients', 'alice')));
  });

  test('no diner gets the offer itself (its lastSent names other diners), with a copy or not', async () => {
    await assertFails(getDoc(doc(as('alice'), 'offers', OFFER)));
    await assertFails(getDoc(doc(as('bob'), 'offers', OFFER)));
    await assertFails(getDocs(query(collection(as('alice'), 'offers'), where('ownerId', '==', 'olga'))));
    await assertFails(getDoc(doc(as('pietro'), 'offers', OFFER)));
  });

  test('copies: the diner lists hers, the owner hers; others nothing', async () => {
    await assertSucceeds(
      getDocs(query(collectionGroup(as('alice'), 'recipients'), where('dinerId', '==', 'alice'))),
    );
    await assertSucceeds(
      getDocs(query(collectionGroup(as('olga'), 'recipients'), where('ownerId', '==', 'olga'))),
    );
    await assertSucceeds(getDoc(doc(as('olga'), COPY('bob'))));
    await assertFails(
      getDocs(query(collectionGroup(as('bob'), 'recipients'), where('dinerId', '==', 'alice'))),
    );
    await assertFails(getDoc(doc(as('bob'), COPY('alice'))));
    await assertFails(getDoc(doc(as('pietro'), COPY('bob'))));
  });

  test('the owner gets a diner record at her restaurant, hidden too; another owner does not', async () => {
    await seed(getEnv(), {
      [`restaurantPages/${KEY}/diners/bob`]: { userId: 'bob', visits: 1, visible: false },
    });
    await assertSucceeds(getDoc(doc(as('olga'), `restaurantPages/${KEY}/diners/bob`)));
    await assertFails(getDoc(doc(as('pietro'), `restaurantPages/${KEY}/diners/bob`)));
  });
});

describe('send', () => {
  beforeEach(() =>
    getEnv().withSecurityRulesDisabled(async (ctx) => {
      await createOfferAs(ctx.firestore() as never, offerInput());
    }),
  );

  test('the owner sends a copy to each diner with their notification and badge', async () => {
    await assertSucceeds(sendAs(getEnv(), as('olga'), DINERS));
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ sentCount: 3, lastSent: [...DINERS] });
    expect(await peek(getEnv(), COPY('bob'))).toMatchObject({
      dinerId: 'bob',
      title: 'Free dessert',
      openedAt: null,
      redeemedAt: null,
    });
    expect(await peek(getEnv(), `notifications/${offerNotificationId(OFFER, 'bob')}`)).toMatchObject({
      type: 'offer',
      targetId: OFFER,
      content: 'Free dessert',
      recipientId: 'bob',
    });
    expect(await peek(getEnv(), 'users/bob/private/unreadNotifications')).toMatchObject({ count: 1 });
  });

  test("the diner's notification names the restaurant, not the owner's account (decision 0044)", async () => {
    await assertSucceeds(sendAs(getEnv(), as('olga'), ['bob']));
    const notice = await peek(getEnv(), `notifications/${offerNotificationId(OFFER, 'bob')}`);
    expect(notice?.actor).toEqual({ restaurantName: trattoria.name });
  });

  test("not under the owner's username and photo, nor another restaurant's name", async () => {
    const olga = (await peek(getEnv(), 'users/olga')) ?? {};
    const asOlga = { username: olga.username, photoURL: olga.photoURL };
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice'], { tamper: { 'notification:alice': { actor: asOlga } } }),
    );
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice'], {
        tamper: { 'notification:alice': { actor: { restaurantName: trattoria.name, ...asOlga } } },
      }),
    );
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice'], {
        tamper: { 'notification:alice': { actor: { restaurantName: 'Pizzeria Napoli' } } },
      }),
    );
  });

  test(`${OFFER_RECIPIENTS_PER_WRITE} diners who all saved preferences fit in one write`, async () => {
    const prefs = Object.fromEntries(
      DINERS.map((d) => [`users/${d}/preferences/notifications`, { like: true, offer: true }]),
    );
    await seed(getEnv(), prefs);
    await assertSucceeds(sendAs(getEnv(), as('olga'), DINERS.slice(0, OFFER_RECIPIENTS_PER_WRITE)));
  });

  test('the app sends to the audience and skips a spender without a bill record', async () => {
    await seed(getEnv(), {
      'users/olga/private/restaurantStats': {
        totalBills: 4,
        totalRevenue: 130,
        spenders: Object.fromEntries(
          [...DINERS, 'dave'].map((d, i) => [
            d,
            { userId: d, amount: 60 - i * 10, visits: 1, lastVisit: '2026-01-01' },
          ]),
        ),
        lastBillAt: Timestamp.now(),
      },
    });
    await seed(getEnv(), {
      [`offers/${OFFER}`]: { ...(await peek(getEnv(), `offers/${OFFER}`)), audienceSize: 4 },
    });
    const progress: number[] = [];
    expect(await sendOffer(OFFER, (p) => progress.push(p.sent), as('olga'))).toEqual({ sent: 3, skipped: 1 });
    expect(progress.at(-1)).toBe(3);
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ sentCount: 3, skippedCount: 1 });
    // Sending again delivers nothing twice.
    expect(await sendOffer(OFFER, () => {}, as('olga'))).toEqual({ sent: 0, skipped: 1 });
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ sentCount: 3 });
  });

  test('to verified diners only (decision 0046): a copy to a diner with a verified visit, not to one without', async () => {
    await seed(getEnv(), {
      'users/olga/private/restaurantStats': {
        totalBills: 3,
        totalRevenue: 120,
        spenders: {
          alice: { userId: 'alice', amount: 60, visits: 2, lastVisit: '2026-01-01', verifiedVisits: 1 },
          bob: { userId: 'bob', amount: 40, visits: 1, lastVisit: '2026-01-01' },
          carol: { userId: 'carol', amount: 20, visits: 1, lastVisit: '2026-01-01', verifiedVisits: 0 },
        },
        lastBillAt: Timestamp.now(),
      },
    });
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      await createOfferAs(
        ctx.firestore() as never,
        offerInput({ audience: { kind: 'top', n: 10, verified: true }, audienceSize: 1 }),
        undefined,
        'verified1',
      );
    });
    await assertFails(sendAs(getEnv(), as('olga'), ['bob'], { offerId: 'verified1' }));
    await assertFails(sendAs(getEnv(), as('olga'), ['carol'], { offerId: 'verified1' }));
    await assertSucceeds(sendAs(getEnv(), as('olga'), ['alice'], { offerId: 'verified1' }));
    // The app's own sending reaches exactly the verified diners.
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      await createOfferAs(
        ctx.firestore() as never,
        offerInput({ audience: { kind: 'visits', n: 1, verified: true }, audienceSize: 1 }),
        undefined,
        'verified2',
      );
    });
    expect(await sendOffer('verified2', () => {}, as('olga'))).toEqual({ sent: 1, skipped: 0 });
    expect(await peek(getEnv(), COPY('alice', 'verified2'))).toMatchObject({ dinerId: 'alice' });
  });

  test('not to a diner with no bill there', async () => {
    await assertFails(sendAs(getEnv(), as('olga'), ['dave']));
  });

  test('not to herself', async () => {
    await seed(getEnv(), { [`restaurantPages/${KEY}/diners/olga`]: { userId: 'olga', visible: true } });
    await assertFails(sendAs(getEnv(), as('olga'), ['olga']));
  });

  test('not by another owner, nor an offer of another owner’s restaurant', async () => {
    await assertFails(sendAs(getEnv(), as('pietro'), ['alice'], { ownerId: 'pietro' }));
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      await createOfferAs(
        ctx.firestore() as never,
        offerInput({ ownerId: 'pietro', restaurantKey: ANOTHER, restaurantName: 'Pizzeria Napoli' }),
        undefined,
        'pietros',
      );
    });
    await assertFails(sendAs(getEnv(), as('olga'), ['alice'], { offerId: 'pietros', ownerId: 'olga' }));
  });

  test('not with the text changed for one diner', async () => {
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice'], { tamper: { 'recipient:alice': { title: 'Free wine' } } }),
    );
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice'], {
        tamper: { 'recipient:alice': { validUntil: Timestamp.fromMillis(Date.now() + 99 * HOUR) } },
      }),
    );
  });

  test('not to a diner who muted offers; the app skips her', async () => {
    await seed(getEnv(), { 'users/alice/preferences/notifications': { offer: false } });
    await assertFails(sendAs(getEnv(), as('olga'), ['alice']));
    expect(await sendOffer(OFFER, () => {}, as('olga'))).toEqual({ sent: 2, skipped: 1 });
    expect(await peek(getEnv(), COPY('alice'))).toBeUndefined();
  });

  test('not to a diner who blocked the owner; the app skips her', async () => {
    await seed(getEnv(), { 'users/bob/blocks/olga': { createdAt: Timestamp.now() } });
    await assertFails(sendAs(getEnv(), as('olga'), ['bob']));
    expect(await sendOffer(OFFER, () => {}, as('olga'))).toEqual({ sent: 2, skipped: 1 });
    expect(await peek(getEnv(), COPY('bob'))).toBeUndefined();
    expect(await peek(getEnv(), COPY('carol'))).toBeDefined();
  });

  test('not without the notification, nor without sentCount', async () => {
    await assertFails(sendAs(getEnv(), as('olga'), ['alice'], { tamper: { 'notification:alice': 'skip' } }));
    await assertFails(sendAs(getEnv(), as('olga'), ['alice'], { tamper: { offer: 'skip' } }));
  });

  test('counters: not moved without their copies, nor by a wrong amount', async () => {
    await assertFails(
      updateDoc(doc(as('olga'), 'offers', OFFER), { sentCount: increment(1), lastSent: ['alice'] }),
    );
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice'], { tamper: { offer: { sentCount: increment(2) } } }),
    );
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice'], {
        tamper: { offer: { lastSent: ['alice', 'bob'], sentCount: increment(2) } },
      }),
    );
    await assertFails(
      sendAs(getEnv(), as('olga'), ['alice', 'bob'], { tamper: { offer: { lastSent: ['alice', 'alice'] } } }),
    );
  });

  test(`not more than ${OFFER_RECIPIENTS_PER_WRITE} copies a write`, async () => {
    await seed(getEnv(), {
      [`restaurantPages/${KEY}/diners/dave`]: { userId: 'dave', visible: true },
      [`offers/${OFFER}`]: { ...(await peek(getEnv(), `offers/${OFFER}`)), audienceSize: 10 },
    });
    await assertFails(sendAs(getEnv(), as('olga'), [...DINERS, 'dave']));
  });

  test('not past the audience size, not twice to a diner, not once ended', async () => {
    await seed(getEnv(), {
      [`offers/${OFFER}`]: { ...(await peek(getEnv(), `offers/${OFFER}`)), audienceSize: 1 },
    });
    await assertFails(sendAs(getEnv(), as('olga'), ['alice', 'bob']));
    await assertSucceeds(sendAs(getEnv(), as('olga'), ['alice']));
    await seed(getEnv(), {
      [`offers/${OFFER}`]: { ...(await peek(getEnv(), `offers/${OFFER}`)), audienceSize: 3 },
    });
    await assertFails(sendAs(getEnv(), as('olga'), ['alice']));
    await assertSucceeds(updateDoc(doc(as('olga'), 'offers', OFFER), { endedAt: serverTimestamp() }));
    await assertFails(sendAs(getEnv(), as('olga'), ['bob']));
    expect(await keyOf(sendOffer(OFFER, () => {}, as('olga')))).toBe('offers:errors.ended');
  });

  test('skippedCount: the owner records up to what is left of the audience', async () => {
    await assertSucceeds(updateDoc(doc(as('olga'), 'offers', OFFER), { skippedCount: 3 }));
    await assertFails(updateDoc(doc(as('olga'), 'offers', OFFER), { skippedCount: 4 }));
    await assertFails(updateDoc(doc(as('alice'), 'offers', OFFER), { skippedCount: 1 }));
  });
});

describe('open and redeem', () => {
  test('the diner opens her copy with the app: openedCount +1; a second open writes nothing', async () => {
    await seedSentOffer(getEnv());
    await assertSucceeds(openPerk(OFFER, 'alice', as('alice')));
    await assertSucceeds(openPerk(OFFER, 'alice', as('alice')));
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ openedCount: 1, redeemedCount: 0 });
    expect((await peek(getEnv(), COPY('alice')))?.openedAt).toBeInstanceOf(Timestamp);
  });

  test('not without the counter, by a wrong amount, or another diner’s copy', async () => {
    await seedSentOffer(getEnv());
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', false, { tamper: { offer: 'skip' } }));
    await assertFails(
      perkAs(getEnv(), as('alice'), 'alice', false, { tamper: { offer: { openedCount: increment(2) } } }),
    );
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', false, { tamper: { recipient: 'skip' } }));
    await assertFails(perkAs(getEnv(), as('bob'), 'alice', false));
  });

  test('the diner redeems with the app: opened and redeemed at once, both counters +1', async () => {
    await seedSentOffer(getEnv());
    await assertSucceeds(redeemPerk(OFFER, 'alice', as('alice')));
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ openedCount: 1, redeemedCount: 1 });
    const copy = await peek(getEnv(), COPY('alice'));
    expect(copy?.redeemedAt).toBeInstanceOf(Timestamp);
    expect(copy?.openedAt).toEqual(copy?.redeemedAt);
  });

  test('not twice', async () => {
    await seedSentOffer(getEnv());
    await assertSucceeds(perkAs(getEnv(), as('alice'), 'alice', true));
    const alice = as('alice');
    await assertFails(updateDoc(doc(alice, COPY('alice')), { redeemedAt: serverTimestamp() }));
    const batch = writeBatch(alice);
    batch.update(doc(alice, COPY('alice')), { redeemedAt: serverTimestamp() });
    batch.update(doc(alice, 'offers', OFFER), { redeemedCount: increment(1) });
    await assertFails(batch.commit());
    expect(await keyOf(redeemPerk(OFFER, 'alice', as('alice')))).toBe('offers:errors.alreadyUsed');
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ redeemedCount: 1 });
  });

  test('not another diner’s copy, and not a copy un-redeemed', async () => {
    await seedSentOffer(getEnv());
    await assertFails(perkAs(getEnv(), as('bob'), 'alice', true));
    await assertSucceeds(perkAs(getEnv(), as('alice'), 'alice', true));
    const alice = as('alice');
    const batch = writeBatch(alice);
    batch.update(doc(alice, COPY('alice')), { redeemedAt: null });
    batch.update(doc(alice, 'offers', OFFER), { redeemedCount: increment(-1) });
    await assertFails(batch.commit());
  });

  test('not once the owner ended it', async () => {
    await seedSentOffer(getEnv());
    await assertSucceeds(updateDoc(doc(as('olga'), 'offers', OFFER), { endedAt: serverTimestamp() }));
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', true));
    // The diner reads only her copy: before the end is copied onto it, the rules' refusal says so...
    expect(await keyOf(redeemPerk(OFFER, 'alice', as('alice')))).toBe('offers:errors.unavailable');
    // ...and once endOffer has copied it, her copy does.
    const endedAt = (await peek(getEnv(), `offers/${OFFER}`))!.endedAt;
    await getEnv().withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), 'offers', OFFER, 'recipients', 'alice'), { endedAt }),
    );
    expect(await keyOf(redeemPerk(OFFER, 'alice', as('alice')))).toBe('offers:errors.ended');
    // Opening an ended one is still allowed (the diner reads it).
    await assertSucceeds(perkAs(getEnv(), as('alice'), 'alice', false));
  });

  test('not after validUntil, nor before validFrom', async () => {
    await seedSentOffer(
      getEnv(),
      offerInput({ validFrom: new Date(Date.now() - 2 * HOUR), validUntil: new Date(Date.now() - HOUR) }),
    );
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', true));
    expect(await keyOf(redeemPerk(OFFER, 'alice', as('alice')))).toBe('offers:errors.expired');
    await getEnv().clearFirestore();
    await seedOffers(getEnv());
    await seedSentOffer(getEnv(), offerInput({ validFrom: new Date(Date.now() + HOUR) }));
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', true));
    expect(await keyOf(redeemPerk(OFFER, 'alice', as('alice')))).toBe('offers:errors.notYet');
  });

  test('not past the cap', async () => {
    await seedSentOffer(getEnv(), offerInput({ cap: 1 }));
    await assertSucceeds(perkAs(getEnv(), as('alice'), 'alice', true));
    await assertFails(perkAs(getEnv(), as('bob'), 'bob', true));
    expect(await keyOf(redeemPerk(OFFER, 'bob', as('bob')))).toBe('offers:errors.unavailable');
  });

  test('two redemptions at once: of the same copy, and of the last one under the cap: one wins', async () => {
    await seedSentOffer(getEnv(), offerInput({ cap: 1 }));
    const same = await Promise.all([
      keyOf(redeemPerk(OFFER, 'alice', as('alice'))),
      keyOf(redeemPerk(OFFER, 'alice', dbAs(getEnv(), 'alice', 'alice+2@example.com'))),
    ]);
    expect(same.filter((r) => r === 'ok')).toHaveLength(1);
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ redeemedCount: 1 });

    await getEnv().clearFirestore();
    await seedOffers(getEnv());
    await seedSentOffer(getEnv(), offerInput({ cap: 1 }));
    const racing = await Promise.all([
      keyOf(redeemPerk(OFFER, 'alice', as('alice'))),
      keyOf(redeemPerk(OFFER, 'bob', as('bob'))),
    ]);
    expect(racing.filter((r) => r === 'ok')).toHaveLength(1);
    expect(racing.filter((r) => r !== 'ok')).toEqual(['offers:errors.unavailable']);
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ redeemedCount: 1 });
  });
});

describe('owner edits and ending', () => {
  beforeEach(() => seedSentOffer(getEnv()));

  test('not extending validity or changing the text', async () => {
    await assertFails(
      updateDoc(doc(as('olga'), 'offers', OFFER), {
        validUntil: Timestamp.fromMillis(Date.now() + 99 * HOUR),
      }),
    );
    await assertFails(updateDoc(doc(as('olga'), 'offers', OFFER), { title: 'Free wine' }));
    await assertFails(updateDoc(doc(as('olga'), COPY('alice')), { title: 'Free wine' }));
  });

  test('the owner ends it with the app: every copy marked, a redeemed one stays redeemed', async () => {
    await redeemPerk(OFFER, 'alice', as('alice'));
    const progress: number[] = [];
    expect(await endOffer(OFFER, (p) => progress.push(p.copied), as('olga'))).toBe(3);
    const offer = await peek(getEnv(), `offers/${OFFER}`);
    expect(offer?.endedAt).toBeInstanceOf(Timestamp);
    for (const d of DINERS) expect((await peek(getEnv(), COPY(d)))?.endedAt).toEqual(offer?.endedAt);
    expect((await peek(getEnv(), COPY('alice')))?.redeemedAt).toBeInstanceOf(Timestamp);
    expect(offer).toMatchObject({ redeemedCount: 1 });
    // Again: nothing left to mark.
    expect(await endOffer(OFFER, () => {}, as('olga'))).toBe(0);
  });

  test('not un-ended, not ended by a diner, not at another time; copies get only the offer’s end', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'offers', OFFER), { endedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as('olga'), COPY('alice')), { endedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(as('olga'), 'offers', OFFER), { endedAt: Timestamp.fromMillis(Date.now() - HOUR) }),
    );
    await assertSucceeds(updateDoc(doc(as('olga'), 'offers', OFFER), { endedAt: serverTimestamp() }));
    const endedAt = (await peek(getEnv(), `offers/${OFFER}`))?.endedAt as Timestamp;
    await assertFails(updateDoc(doc(as('olga'), 'offers', OFFER), { endedAt: null }));
    await assertFails(
      updateDoc(doc(as('olga'), COPY('alice')), { endedAt: Timestamp.fromMillis(endedAt.toMillis() + 1000) }),
    );
    await assertFails(updateDoc(doc(as('alice'), COPY('alice')), { endedAt }));
    await assertSucceeds(updateDoc(doc(as('olga'), COPY('alice')), { endedAt }));
    await assertFails(updateDoc(doc(as('olga'), COPY('alice')), { endedAt: null }));
  });

  test('never deleted; a copy only by its diner while deleting her account', async () => {
    await assertFails(deleteDoc(doc(as('olga'), 'offers', OFFER)));
    await assertFails(deleteDoc(doc(as('olga'), COPY('alice'))));
    await assertFails(deleteDoc(doc(as('alice'), COPY('alice'))));
    await seed(getEnv(), { 'users/alice/private/deletion': { startedAt: Timestamp.now() } });
    await assertSucceeds(deleteDoc(doc(as('alice'), COPY('alice'))));
  });

  test('a copy is created only by the sending', async () => {
    await assertFails(
      setDoc(doc(as('dave'), COPY('dave')), { ...(await peek(getEnv(), COPY('alice'))), dinerId: 'dave' }),
    );
  });
});

describe('preferences', () => {
  test('a diner mutes offers; an unknown key is refused', async () => {
    await assertSucceeds(setDoc(doc(as('alice'), 'users/alice/preferences/notifications'), { offer: false }));
    await assertFails(setDoc(doc(as('alice'), 'users/alice/preferences/notifications'), { offers: false }));
  });
});
