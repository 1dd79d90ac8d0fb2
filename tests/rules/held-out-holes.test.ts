// Issue 39: the eight moves a held-out set of attacks got through the rules, each refused here, beside
// its legal twin, allowed. The writes are the app's own (reviews, replies, offers, perks, sign-up, bills,
// the deletion's steps); reads are what any client may ask. Decisions 0031 and 0042.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, getDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { offerNotificationId } from '../../src/domain/offer';
import { periodKeysAt } from '../../src/domain/period-keys';
import { toDeletionMarker } from '../../src/features/account/model/deletion/marker';
import { deletePrivateStep } from '../../src/features/account/api/deletion/steps/delete-private';
import type { OwnStep } from '../../src/features/account/api/deletion/steps/deps';
import { releaseRestaurantStep } from '../../src/features/account/api/deletion/steps/release-restaurant';
import { startDeletion } from '../../src/features/account/api/deletion/steps/start-deletion';
import { replyDelete, replyUpdate, reviewRef } from '../../src/features/restaurant-pages/api/review-docs';
import { billDayDoc } from '../../fixtures/user-doc';
import { dbAs, emailOf, peek, sampleBill, saveBill, seed, signUp, useRulesEnv } from './helpers';
import { OFFER, KEY as OFFER_KEY, perkAs, seedOffers, seedSentOffer, sendAs } from './offers-helpers';
import { ALICE_BILL, KEY, VISIT_DATE, draft, seedReviews, writeReview } from './reviews-helpers';

const getEnv = useRulesEnv('demo-rules-holes-issue39');
const as = (uid: string): Firestore => dbAs(getEnv(), uid);

/** One of the deletion's own steps as the app runs it, with the marker as stored now. */
async function runStep(step: OwnStep, uid: string) {
  const marker = toDeletionMarker((await peek(getEnv(), `users/${uid}/private/deletion`)) ?? {});
  await step.run(
    { uid, username: marker.username },
    {
      db: as(uid),
      storage: () => {
        throw new Error('no storage');
      },
      marker,
    },
  );
}

/** The owner's reply write as saveReply makes it (without its AppError wrapping, to see the refusal). */
const reply = (owner: string, author: string, text: string | null, isNew = true) =>
  updateDoc(reviewRef(as(owner), KEY, author), text === null ? replyDelete() : replyUpdate(text, isNew));

/** The write fails: refused by the rules, or (a bill) because the user's record it updates is gone. */
async function refusedOrNoRecord(write: Promise<unknown>) {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the write went through').not.toBeNull();
  expect(String(err)).toMatch(/PERMISSION_DENIED|permission-denied|doesn't exist|NOT_FOUND/i);
}

describe('1. a refusal tells nothing: who received an offer', () => {
  test('anyone else asking for offer_{id}_{uid} is refused, whether that uid got it or not', async () => {
    await seedOffers(getEnv());
    await seedSentOffer(getEnv(), undefined, ['alice']);
    const got = offerNotificationId(OFFER, 'alice');
    const notGot = offerNotificationId(OFFER, 'carol');
    expect(await peek(getEnv(), `notifications/${got}`)).toBeDefined();
    expect(await peek(getEnv(), `notifications/${notGot}`)).toBeUndefined();
    for (const asker of ['bob', 'dave', 'pietro']) {
      await assertFails(getDoc(doc(as(asker), 'notifications', got)));
      await assertFails(getDoc(doc(as(asker), 'notifications', notGot)));
    }
  });

  test('legal twins: the recipient and the actor read it; an actor looks up a missing one of theirs', async () => {
    await seedOffers(getEnv());
    await seedSentOffer(getEnv(), undefined, ['alice']);
    const got = offerNotificationId(OFFER, 'alice');
    await assertSucceeds(getDoc(doc(as('alice'), 'notifications', got)));
    await assertSucceeds(getDoc(doc(as('olga'), 'notifications', got)));
    // an unlike or a re-follow asks whether its own notification is still there (decision 0027)
    await assertSucceeds(getDoc(doc(as('bob'), 'notifications', 'like_bob_somePost0001')));
    await assertSucceeds(getDoc(doc(as('bob'), 'notifications', 'follow_bob_alice')));
    await assertFails(getDoc(doc(as('dave'), 'notifications', 'like_bob_somePost0001')));
    await assertFails(getDoc(doc(as('dave'), 'notifications', 'follow_bob_alice')));
  });
});

describe('2. the restaurant’s claimant does not review it', () => {
  const OLGA_BILL = 'olga_1700000000000';
  async function olgaAteThere() {
    await seedReviews(getEnv());
    const bill = (await peek(getEnv(), `bills/${ALICE_BILL}`))!;
    const diner = (await peek(getEnv(), `restaurantPages/${KEY}/diners/alice`))!;
    await seed(getEnv(), {
      [`bills/${OLGA_BILL}`]: { ...bill, userId: 'olga' },
      [`restaurantPages/${KEY}/diners/olga`]: { ...diner, userId: 'olga', lastBillId: OLGA_BILL },
    });
  }
  const olgaReview = (rating = 5) =>
    writeReview(getEnv(), as('olga'), 'olga', draft({ rating }), {
      verification: { billId: OLGA_BILL, visitDate: VISIT_DATE, visits: 2 },
    });

  test('a bill and a diner record from before the claim do not let the claimant rate it', async () => {
    await olgaAteThere();
    await assertFails(olgaReview());
    expect(await peek(getEnv(), `restaurantPages/${KEY}/reviews/olga`)).toBeUndefined();
  });

  test('legal twin: the same diner reviews it while someone else (or nobody) claims it', async () => {
    await olgaAteThere();
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, 'restaurants', KEY));
    });
    await assertSucceeds(olgaReview());
  });

  test('a review written before the claim stays; its author cannot edit it, only delete it', async () => {
    await olgaAteThere();
    const claim = (await peek(getEnv(), `restaurants/${KEY}`))!;
    await getEnv().withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, 'restaurants', KEY));
    });
    await assertSucceeds(olgaReview(3));
    await seed(getEnv(), { [`restaurants/${KEY}`]: claim });
    await assertFails(olgaReview(5));
    await assertSucceeds(writeReview(getEnv(), as('olga'), 'olga', null));
    expect(await peek(getEnv(), `restaurantPages/${KEY}`)).toMatchObject({ ratingCount: 0, ratingSum: 0 });
  });
});

describe('3. the day’s caps are not lifted through a deletion', () => {
  test('start, drop the bill day, fake "finished", drop the marker, sign up again, bill: each refused', async () => {
    const env = getEnv();
    await signUp(as('alice'), { uid: 'alice', username: 'alice_a', email: emailOf('alice') });
    const today = periodKeysAt(new Date()).day;
    await seed(env, {
      'users/alice/private/billDay': billDayDoc({ key: today, bills: 5, total: 100, lastBillId: 'alice_1' }),
    });
    // the caps hold before anything (a 6th bill today)
    await assertFails(saveBill(as('alice'), 'alice', sampleBill, { ownerIds: [] }));
    await assertSucceeds(startDeletion('alice', as('alice')));
    // a deletion's own move: harmless now that no record can come back
    await assertSucceeds(deleteDoc(doc(as('alice'), 'users/alice/private/billDay')));
    const marker = doc(as('alice'), 'users/alice/private/deletion');
    // "finished" without the steps (the app's own strip): private/account (the e-mail) is still there
    const strip = {
      username: deleteField(),
      usernameLower: deleteField(),
      goldPoints: deleteField(),
      joinedGroups: deleteField(),
      restaurantKey: deleteField(),
      finished: true,
    };
    await assertFails(updateDoc(marker, strip));
    await assertFails(deleteDoc(marker));
    await assertFails(signUp(as('alice'), { uid: 'alice', username: 'alice_a', email: emailOf('alice') }));
    await refusedOrNoRecord(saveBill(as('alice'), 'alice', sampleBill, { ownerIds: [] }));
    // legal twin: the steps run, then "finished" is allowed; the marker still never goes
    await assertSucceeds(runStep(deletePrivateStep, 'alice'));
    expect(await peek(env, 'users/alice/private/deletion')).toMatchObject({ finished: true });
    await assertFails(deleteDoc(marker));
    await assertFails(signUp(as('alice'), { uid: 'alice', username: 'alice_b', email: emailOf('alice') }));
    await refusedOrNoRecord(saveBill(as('alice'), 'alice', sampleBill, { ownerIds: [] }));
    expect(await peek(env, 'users/alice')).toBeUndefined();
  });
});

describe('4. the owner does not reply to a diner who blocks them', () => {
  test('refused to alice, who blocks olga; allowed to bob; removing an earlier reply stays allowed', async () => {
    await seedReviews(getEnv());
    await writeReview(getEnv(), as('alice'), 'alice', draft());
    await writeReview(getEnv(), as('bob'), 'bob', draft(), {
      verification: {
        billId: 'bob_1700000000000',
        visitDate: (await peek(getEnv(), 'bills/bob_1700000000000'))!.date,
        visits: 1,
      },
    });
    await assertSucceeds(reply('olga', 'alice', 'Thank you!'));
    await seed(getEnv(), { 'users/alice/blocks/olga': { createdAt: new Date() } });
    await assertFails(reply('olga', 'alice', 'Thanks again', false));
    await assertSucceeds(reply('olga', 'bob', 'Thank you, Bob!'));
    await assertSucceeds(reply('olga', 'alice', null));
    await assertFails(reply('olga', 'alice', 'Come back!'));
  });
});

describe('5. an owner’s deletion: no reply after step 1, and their replies go', () => {
  test('a reply is refused after step 1; the release step removes the replies, then the claim', async () => {
    await seedReviews(getEnv());
    await writeReview(getEnv(), as('alice'), 'alice', draft());
    await writeReview(getEnv(), as('bob'), 'bob', draft(), {
      verification: {
        billId: 'bob_1700000000000',
        visitDate: (await peek(getEnv(), 'bills/bob_1700000000000'))!.date,
        visits: 1,
      },
    });
    // legal twin: before step 1
    await assertSucceeds(reply('olga', 'alice', 'Thank you!'));
    await assertSucceeds(startDeletion('olga', as('olga')));
    await assertFails(reply('olga', 'bob', 'Thank you, Bob!'));
    await assertFails(reply('olga', 'alice', 'Edited', false));
    await assertSucceeds(runStep(releaseRestaurantStep, 'olga'));
    expect(await peek(getEnv(), `restaurantPages/${KEY}/reviews/alice`)).not.toHaveProperty('reply');
    expect(await peek(getEnv(), `restaurants/${KEY}`)).toBeUndefined();
  });
});

describe('6. a diner does not redeem after step 1 of their deletion', () => {
  test('alice’s redemption is refused after step 1; bob’s is allowed; alice’s copy may go', async () => {
    await seedOffers(getEnv());
    await seedSentOffer(getEnv(), undefined, ['alice', 'bob']);
    await assertSucceeds(startDeletion('alice', as('alice')));
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', true));
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', false));
    await assertSucceeds(perkAs(getEnv(), as('bob'), 'bob', true));
    await assertSucceeds(deleteDoc(doc(as('alice'), `offers/${OFFER}/recipients/alice`)));
    expect(await peek(getEnv(), `offers/${OFFER}`)).toMatchObject({ redeemedCount: 1 });
  });
});

describe('7. the claimant sees only the diners their own statistics name', () => {
  async function world() {
    await seedOffers(getEnv());
    const carol = (await peek(getEnv(), `restaurantPages/${OFFER_KEY}/diners/carol`))!;
    await seed(getEnv(), {
      // carol hides herself (she is in olga's statistics); erin ate there before olga's claim, hidden
      [`restaurantPages/${OFFER_KEY}/diners/carol`]: { ...carol, visible: false },
      'users/erin': {
        ...(await peek(getEnv(), 'users/dave'))!,
        uid: 'erin',
        username: 'erin',
        usernameLower: 'erin',
      },
      [`restaurantPages/${OFFER_KEY}/diners/erin`]: {
        ...carol,
        userId: 'erin',
        lastBillId: 'erin_1',
        visible: false,
      },
    });
  }
  const dinerRef = (asker: string, uid: string) =>
    doc(as(asker), 'restaurantPages', OFFER_KEY, 'diners', uid);

  test('a hidden record from before the claim, or a missing one, of a diner not in the statistics: refused', async () => {
    await world();
    await assertFails(getDoc(dinerRef('olga', 'erin')));
    await assertFails(getDoc(dinerRef('olga', 'frank')));
  });

  test('legal twins: a hidden diner her statistics name, read and sent an offer', async () => {
    await world();
    await seedSentOffer(getEnv(), undefined, []);
    await assertSucceeds(getDoc(dinerRef('olga', 'carol')));
    await assertSucceeds(getDoc(dinerRef('carol', 'carol')));
    await assertSucceeds(sendAs(getEnv(), as('olga'), ['carol']));
    // and nobody else gets a hidden one
    await assertFails(getDoc(dinerRef('pietro', 'carol')));
  });

  test('sending to erin is refused with the offer in place', async () => {
    await world();
    await seedSentOffer(getEnv(), undefined, []);
    await assertFails(sendAs(getEnv(), as('olga'), ['erin']));
  });
});

describe('8. a re-created account does not redeem the old account’s copy', () => {
  test('after the deletion finished, neither the sign-up nor the redemption goes through', async () => {
    await seedOffers(getEnv());
    await seedSentOffer(getEnv(), undefined, ['alice', 'bob']);
    await seed(getEnv(), {
      'users/alice/private/account': { email: emailOf('alice'), createdAt: new Date() },
    });
    await assertSucceeds(startDeletion('alice', as('alice')));
    await assertSucceeds(runStep(deletePrivateStep, 'alice'));
    await assertFails(signUp(as('alice'), { uid: 'alice', username: 'alice', email: emailOf('alice') }));
    await assertFails(signUp(as('alice'), { uid: 'alice', username: 'alice_2', email: emailOf('alice') }));
    await assertFails(perkAs(getEnv(), as('alice'), 'alice', true));
    // legal twin: a diner with a record redeems theirs
    await assertSucceeds(perkAs(getEnv(), as('bob'), 'bob', true));
  });
});
