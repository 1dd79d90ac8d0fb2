// The offers' live reads (decisions 0025, 0041): the owner's offers and the diner's Perks as pages (the
// newest page live, older ones on demand), one offer or one copy live, and the copies redeemed today.
import {
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { toOffer, toOfferRecipient, type Offer, type OfferRecipient } from '@/domain/offer';
import { firestore } from '@/firebase/firebase';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import { subscribeDoc, subscribeQuery } from '@/firebase/subscribe-query';
// The documents' paths straight from collections.ts: offer-docs.ts (the writes' steps) stays out of the
// Marketing tab's first load (decision 0061).
import { offerDoc, offersCol, recipientDoc, recipientsGroup } from '@/firebase/collections';
import { OWNER_OFFERS_PAGE } from '../model/pages';

type OnError = (err: Error) => void;

const PERKS_PAGE = 10;
const REDEEMED_TODAY_MAX = 20;

/** The owner's offers, newest first, in pages of 10 (use with useLivePages). */
export function subscribeOwnerOffers(ownerId: string, db: Firestore = firestore()): PagedSource<Offer> {
  return pagedQuery(
    query(offersCol(db), where('ownerId', '==', ownerId)),
    'createdAt',
    OWNER_OFFERS_PAGE,
    (id, data) => toOffer(id, data),
  );
}

/**
 * The diner's copies, latest validUntil first, in pages of 10: the ones still to come or running come
 * before every expired one (each expired one newest first). Entries are keyed by offer id (every copy's
 * own id is the diner's uid).
 */
export function subscribeMyPerks(uid: string, db: Firestore = firestore()): PagedSource<OfferRecipient> {
  const source = pagedQuery(
    query(recipientsGroup(db), where('dinerId', '==', uid)),
    'validUntil',
    PERKS_PAGE,
    (_id, data) => toOfferRecipient(data),
  );
  return {
    size: source.size,
    subscribeNewest: (onNext, onError) =>
      source.subscribeNewest(
        (page) => onNext(page.map((e) => ({ ...e, id: e.item?.offerId ?? e.id }))),
        onError,
      ),
    fetchOlder: async (oldest) =>
      (await source.fetchOlder(oldest)).map((e) => ({ ...e, id: e.item?.offerId ?? e.id })),
  };
}

/** One offer, live (the owner's detail screen); null while it does not exist. */
export function subscribeOffer(
  offerId: string,
  onNext: (offer: Offer | null) => void,
  onError: OnError,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(offerDoc(db, offerId), (id, data) => toOffer(id, data), onNext, onError);
}

/** The diner's own copy of one offer, live; null while there is none. */
export function subscribePerk(
  offerId: string,
  uid: string,
  onNext: (perk: OfferRecipient | null) => void,
  onError: OnError,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(recipientDoc(db, offerId, uid), (_id, data) => toOfferRecipient(data), onNext, onError);
}

/** The copies of the owner's offers redeemed since `startOfToday`, newest first, at most 20. */
export function subscribeRedeemedToday(
  ownerId: string,
  startOfToday: Date,
  onNext: (perks: OfferRecipient[]) => void,
  onError: OnError,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeQuery(
    query(
      recipientsGroup(db),
      where('ownerId', '==', ownerId),
      where('redeemedAt', '>=', Timestamp.fromDate(startOfToday)),
      orderBy('redeemedAt', 'desc'),
      limit(REDEEMED_TODAY_MAX),
    ),
    (_id, data) => toOfferRecipient(data),
    onNext,
    onError,
  );
}
