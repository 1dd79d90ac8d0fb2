// The owner creates an offer (decision 0041): from their restaurant profile (its claimed key and name)
// and, for audienceSize, the diners the audience reaches now. Nothing is sent yet: sendOffer does that.
import { getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import {
  AUDIENCE_MAX,
  MIN_VISITS_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_TITLE_MAX,
  RECENT_DAYS,
  type Audience,
} from '@/domain/offer';
import { firestore } from '@/firebase/firebase';
import { whileOnline } from '@/firebase/guarded-transaction';
import { audienceDiners } from './audience-preview';
import { applyWriteSteps } from '@/firebase/write-steps';
import { createOfferSteps, newOfferId, type OfferDraft } from './offer-docs';
import { asOfferError, offerError } from './offer-errors';
import { userDoc, restaurantDoc } from '@/firebase/collections';

const WRITE_TIMEOUT_MS = 15_000;

function validAudience(a: Audience): boolean {
  if (a.kind === 'top') return Number.isInteger(a.n) && a.n >= 1 && a.n <= AUDIENCE_MAX;
  if (a.kind === 'visits') return Number.isInteger(a.n) && a.n >= 1 && a.n <= MIN_VISITS_MAX;
  return (RECENT_DAYS as readonly number[]).includes(a.days);
}

/** Whether the rules would take this draft (the form checks each field itself, with its own messages). */
function isValidOfferDraft(d: OfferDraft): boolean {
  const title = d.title.trim();
  return (
    title.length >= 1 &&
    title.length <= OFFER_TITLE_MAX &&
    d.description.trim().length <= OFFER_DESCRIPTION_MAX &&
    d.validUntil.getTime() > d.validFrom.getTime() &&
    (d.cap === null || (Number.isInteger(d.cap) && d.cap >= 1)) &&
    validAudience(d.audience)
  );
}

export interface CreateOfferInput extends OfferDraft {
  ownerId: string;
}

/** Creates the offer and returns its id; throws offers:errors.noRestaurant without a claimed profile. */
export async function createOffer(input: CreateOfferInput, db: Firestore = firestore()): Promise<string> {
  const { ownerId, ...draft } = input;
  if (!isValidOfferDraft(draft)) throw offerError('createFailed');
  try {
    const profile: unknown = (await getDoc(userDoc(db, ownerId))).get('restaurantProfile');
    const p = (profile && typeof profile === 'object' ? profile : {}) as Record<string, unknown>;
    const restaurantKey = typeof p.restaurantKey === 'string' ? p.restaurantKey : '';
    const claim = restaurantKey ? await getDoc(restaurantDoc(db, restaurantKey)) : null;
    if (!claim?.exists() || claim.get('ownerId') !== ownerId) throw offerError('noRestaurant');
    const audienceSize = (await audienceDiners(ownerId, draft.audience, db)).length;
    const offerId = newOfferId(db);
    const batch = writeBatch(db);
    applyWriteSteps(
      batch,
      createOfferSteps(db, offerId, {
        ...draft,
        ownerId,
        restaurantKey,
        restaurantName: String(p.name),
        audienceSize,
      }),
    );
    await whileOnline(() => batch.commit(), WRITE_TIMEOUT_MS);
    return offerId;
  } catch (err) {
    throw asOfferError(err, 'createFailed');
  }
}
