// The diner's Perks list order and the owner's list helpers: pure rules over the shapes of
// src/domain/offer.ts.
import { perkState, type Offer, type OfferRecipient, type PerkState } from '@/domain/offer';

/** Valid ones first, then not yet valid, then used, ended and expired; newest sent first within each. */
const ORDER: Record<PerkState, number> = { valid: 0, planned: 1, used: 2, ended: 3, expired: 4 };

export function sortPerks<
  T extends Pick<OfferRecipient, 'validFrom' | 'validUntil' | 'redeemedAt' | 'endedAt' | 'sentAt'>,
>(perks: readonly T[], now: Date): T[] {
  return [...perks].sort(
    (a, b) =>
      ORDER[perkState(a, now)] - ORDER[perkState(b, now)] ||
      (b.sentAt?.getTime() ?? 0) - (a.sentAt?.getTime() ?? 0),
  );
}

/** The sending of this offer stopped before reaching its audience (and it can still be used). */
export function sendingUnfinished(
  offer: Pick<Offer, 'sentCount' | 'skippedCount' | 'audienceSize' | 'endedAt' | 'validUntil'>,
  now: Date,
): boolean {
  if (offer.endedAt || now >= offer.validUntil) return false;
  return offer.sentCount + offer.skippedCount < offer.audienceSize;
}
