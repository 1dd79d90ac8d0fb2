// offers/{offerId} and offers/{offerId}/recipients/{dinerId} (decision 0041): their refs and every write
// as named steps (src/firebase/write-steps.ts), built by pure functions. The app, the rules tests and any
// seed apply the same steps, so a rules test cannot pass while the app writes something else.
import {
  doc,
  increment,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { OFFER_CONTENT_KEYS, offerNotificationId, type Audience } from '@/domain/offer';
import type { WriteStep } from '@/firebase/write-steps';
import { unreadNotificationsStep } from '@/social/api/unread-notifications';
import { offersCol, offerDoc, recipientDoc, notificationDoc } from '@/firebase/collections';

export const offerRef = (db: Firestore, offerId: string): DocumentReference => offerDoc(db, offerId);

export const recipientRef = (db: Firestore, offerId: string, dinerId: string): DocumentReference =>
  recipientDoc(db, offerId, dinerId);

/** A new auto id for an offer (taken before the write, so its photo or a test can name it). */
export const newOfferId = (db: Firestore): string => doc(offersCol(db)).id;

/** What the owner fills in; the rest comes from their profile and statistics. */
export interface OfferDraft {
  title: string;
  description: string;
  /** '' or the owner's own upload under offer-images/{ownerId}/. */
  photoURL: string;
  validFrom: Date;
  validUntil: Date;
  cap: number | null;
  audience: Audience;
}

export interface NewOfferInput extends OfferDraft {
  ownerId: string;
  restaurantKey: string;
  restaurantName: string;
  /** The diners the audience reaches now (fixed: the sending's goal). */
  audienceSize: number;
}

/** offers/{offerId} as created: counters at 0, not ended, nothing sent yet. */
export function newOffer(input: NewOfferInput): DocumentData {
  return {
    ownerId: input.ownerId,
    restaurantKey: input.restaurantKey,
    restaurantName: input.restaurantName,
    title: input.title.trim(),
    description: input.description.trim(),
    photoURL: input.photoURL,
    validFrom: Timestamp.fromDate(input.validFrom),
    validUntil: Timestamp.fromDate(input.validUntil),
    cap: input.cap,
    audience: { ...input.audience },
    audienceSize: input.audienceSize,
    sentCount: 0,
    skippedCount: 0,
    openedCount: 0,
    redeemedCount: 0,
    lastSent: [],
    endedAt: null,
    createdAt: serverTimestamp(),
  };
}

export function createOfferSteps(db: Firestore, offerId: string, input: NewOfferInput): WriteStep<'offer'>[] {
  return [{ name: 'offer', ref: offerRef(db, offerId), set: newOffer(input) }];
}

/** The content a copy repeats, taken from the stored offer (as stored: Timestamps stay Timestamps). */
function offerContent(stored: DocumentData): DocumentData {
  return Object.fromEntries(OFFER_CONTENT_KEYS.map((k) => [k, stored[k]]));
}

export type SendStepName = 'offer' | `recipient:${string}` | `notification:${string}` | `unread:${string}`;

export interface SendWriteInput {
  offerId: string;
  /** The offer as stored (read in the transaction). */
  stored: DocumentData;
  /** The diners this write delivers to: at most OFFER_RECIPIENTS_PER_WRITE, distinct, none sent before. */
  dinerIds: readonly string[];
}

/**
 * One sending write: each diner's copy, its notification offer_{offerId}_{dinerId} (from the restaurant,
 * by its name on the offer) and their unread badge +1, and the offer's sentCount moved by exactly the
 * copies created (lastSent names them).
 */
export function sendWriteSteps(db: Firestore, input: SendWriteInput): WriteStep<SendStepName>[] {
  const { offerId, stored, dinerIds } = input;
  const steps: WriteStep<SendStepName>[] = [
    {
      name: 'offer',
      ref: offerRef(db, offerId),
      update: { sentCount: increment(dinerIds.length), lastSent: [...dinerIds] },
    },
  ];
  for (const dinerId of dinerIds) {
    const nid = offerNotificationId(offerId, dinerId);
    steps.push(
      {
        name: `recipient:${dinerId}`,
        ref: recipientRef(db, offerId, dinerId),
        set: {
          offerId,
          dinerId,
          ...offerContent(stored),
          sentAt: serverTimestamp(),
          openedAt: null,
          redeemedAt: null,
          endedAt: null,
        },
      },
      {
        name: `notification:${dinerId}`,
        ref: notificationDoc(db, nid),
        set: {
          recipientId: dinerId,
          actorId: String(stored.ownerId),
          // The sender the diner sees is the restaurant, never the owner's own account (decision 0044).
          actor: { restaurantName: String(stored.restaurantName) },
          type: 'offer',
          targetId: offerId,
          content: String(stored.title),
          read: false,
          readAt: null,
          createdAt: serverTimestamp(),
        },
      },
      { ...unreadNotificationsStep(db, dinerId, nid, 1), name: `unread:${dinerId}` },
    );
  }
  return steps;
}

/** The owner's bookkeeping after a complete sending: the audience's diners it could not reach. */
export const skippedStep = (db: Firestore, offerId: string, skipped: number): WriteStep<'offer'> => ({
  name: 'offer',
  ref: offerRef(db, offerId),
  update: { skippedCount: skipped },
});

export type PerkStepName = 'recipient' | 'offer';

/**
 * The diner opens their copy (openedAt) and, with `redeem`, uses it (redeemedAt; opened too if it was
 * not yet); the offer's openedCount / redeemedCount move by exactly what this write changes.
 */
export function perkWriteSteps(
  db: Firestore,
  offerId: string,
  dinerId: string,
  copy: { opened: boolean; redeemed: boolean },
  redeem: boolean,
): WriteStep<PerkStepName>[] {
  const opens = !copy.opened;
  const redeems = redeem && !copy.redeemed;
  if (!opens && !redeems) return [];
  const mine: DocumentData = {};
  const counts: DocumentData = {};
  if (opens) {
    mine.openedAt = serverTimestamp();
    counts.openedCount = increment(1);
  }
  if (redeems) {
    mine.redeemedAt = serverTimestamp();
    counts.redeemedCount = increment(1);
  }
  return [
    { name: 'recipient', ref: recipientRef(db, offerId, dinerId), update: mine },
    { name: 'offer', ref: offerRef(db, offerId), update: counts },
  ];
}

/** The owner ends the offer now (never un-ended). */
export const endOfferStep = (db: Firestore, offerId: string): WriteStep<'offer'> => ({
  name: 'offer',
  ref: offerRef(db, offerId),
  update: { endedAt: serverTimestamp() },
});

/** The offer's endedAt (as stored) copied onto one diner's copy, so their Perks show it ended. */
export const endRecipientStep = (
  db: Firestore,
  offerId: string,
  dinerId: string,
  endedAt: Timestamp,
): WriteStep<'recipient'> => ({
  name: 'recipient',
  ref: recipientRef(db, offerId, dinerId),
  update: { endedAt },
});
