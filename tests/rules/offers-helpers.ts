// Fixtures for the offers rules tests (decision 0041): olga owns the claimed Trattoria (KEY) with diners
// alice, bob and carol (each a bill record there, in her statistics), dave has no bill there, and pietro
// owns another claimed restaurant (ANOTHER) where alice ate too. Writes go through the app's own steps
// (offer-docs.ts), with `tamper` to change one document of an otherwise legal write.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { applyWriteSteps } from '../../src/firebase/write-steps';
import {
  createOfferSteps,
  perkWriteSteps,
  sendWriteSteps,
  type NewOfferInput,
  type PerkStepName,
  type SendStepName,
} from '../../src/features/offers/api/offer-docs';
import { peek, restaurantKeyOf, seed, tampered, trattoria, userDoc, type Tamper } from './helpers';

export const KEY = restaurantKeyOf(trattoria.name, trattoria.address);
export const ANOTHER = restaurantKeyOf('Pizzeria Napoli', 'Via Roma 2, Naples');
export const DINERS = ['alice', 'bob', 'carol'] as const;
export const OFFER = 'offer1';

const HOUR = 3_600_000;

function ownerDoc(uid: string, name: string, address: string) {
  return userDoc(uid, {
    isRestaurantOwner: true,
    restaurantActivatedAt: Timestamp.now(),
    restaurantProfile: {
      ...trattoria,
      name,
      address,
      rating: 0,
      reviews: 0,
      updatedAt: Timestamp.now(),
      restaurantKey: restaurantKeyOf(name, address),
    },
  });
}

const dinerRecord = (uid: string) => ({
  userId: uid,
  visits: 1,
  gold: 40,
  firstVisit: '2026-01-01',
  lastVisit: '2026-01-01',
  lastBillId: `${uid}_1`,
  visible: true,
});

const spender = (uid: string, amount: number) => ({
  userId: uid,
  amount,
  visits: 1,
  lastVisit: '2026-01-01',
});

export async function seedOffers(env: RulesTestEnvironment): Promise<void> {
  await seed(env, {
    'users/olga': ownerDoc('olga', trattoria.name, trattoria.address),
    'users/olga/private/restaurantStats': {
      totalBills: 3,
      totalRevenue: 120,
      spenders: { alice: spender('alice', 60), bob: spender('bob', 40), carol: spender('carol', 20) },
      lastBillAt: Timestamp.now(),
    },
    [`restaurants/${KEY}`]: { ownerId: 'olga', createdAt: Timestamp.now() },
    'users/pietro': ownerDoc('pietro', 'Pizzeria Napoli', 'Via Roma 2, Naples'),
    [`restaurants/${ANOTHER}`]: { ownerId: 'pietro', createdAt: Timestamp.now() },
    'users/alice': userDoc('alice'),
    'users/bob': userDoc('bob'),
    'users/carol': userDoc('carol'),
    'users/dave': userDoc('dave'),
    [`restaurantPages/${KEY}/diners/alice`]: dinerRecord('alice'),
    [`restaurantPages/${KEY}/diners/bob`]: dinerRecord('bob'),
    [`restaurantPages/${KEY}/diners/carol`]: dinerRecord('carol'),
    [`restaurantPages/${ANOTHER}/diners/alice`]: dinerRecord('alice'),
  });
}

/** olga's offer, valid from an hour ago for a day, no cap, to her top 10. */
export function offerInput(over: Partial<NewOfferInput> = {}): NewOfferInput {
  return {
    ownerId: 'olga',
    restaurantKey: KEY,
    restaurantName: trattoria.name,
    title: 'Free dessert',
    description: 'One tiramisu on us',
    photoURL: '',
    validFrom: new Date(Date.now() - HOUR),
    validUntil: new Date(Date.now() + 24 * HOUR),
    cap: null,
    audience: { kind: 'top', n: 10 },
    audienceSize: 3,
    ...over,
  };
}

export async function createOfferAs(
  db: Firestore,
  input: NewOfferInput = offerInput(),
  tamper?: Tamper<'offer'>,
  offerId = OFFER,
): Promise<void> {
  const batch = writeBatch(db);
  applyWriteSteps(batch, tampered(createOfferSteps(db, offerId, input), tamper));
  await batch.commit();
}

/** The app's sending write for `dinerIds`, from the offer and actor as stored now. */
export async function sendAs(
  env: RulesTestEnvironment,
  db: Firestore,
  dinerIds: readonly string[],
  opts: { tamper?: Tamper<SendStepName>; offerId?: string; ownerId?: string } = {},
): Promise<void> {
  const offerId = opts.offerId ?? OFFER;
  const stored = (await peek(env, `offers/${offerId}`)) ?? {};
  const batch = writeBatch(db);
  applyWriteSteps(batch, tampered(sendWriteSteps(db, { offerId, stored, dinerIds }), opts.tamper));
  await batch.commit();
}

/** The diner's open (redeem false) or redemption as one batch, from their copy as stored now. */
export async function perkAs(
  env: RulesTestEnvironment,
  db: Firestore,
  uid: string,
  redeem: boolean,
  opts: { tamper?: Tamper<PerkStepName>; offerId?: string } = {},
): Promise<void> {
  const offerId = opts.offerId ?? OFFER;
  const copy = (await peek(env, `offers/${offerId}/recipients/${uid}`)) ?? {};
  const state = { opened: copy.openedAt != null, redeemed: copy.redeemedAt != null };
  const batch = writeBatch(db);
  applyWriteSteps(batch, tampered(perkWriteSteps(db, offerId, uid, state, redeem), opts.tamper));
  await batch.commit();
}

/** An offer created by olga (rules off) and sent to `to` with the app's own write. */
export async function seedSentOffer(
  env: RulesTestEnvironment,
  input: NewOfferInput = offerInput(),
  to: readonly string[] = DINERS,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await createOfferAs(ctx.firestore() as unknown as Firestore, input);
  });
  const olga = env.authenticatedContext('olga').firestore() as unknown as Firestore;
  if (to.length) await sendAs(env, olga, to);
}
