// A diner's copy of an offer for the component tests: valid from a day before `now` to a day after.
import type { OfferRecipient } from '@/domain/offer';

export const now = new Date(2026, 10, 27, 20, 0);
const day = 86_400_000;

export function aPerk(over: Partial<OfferRecipient> = {}): OfferRecipient {
  return {
    offerId: 'offer1',
    dinerId: 'diner1',
    ownerId: 'owner1',
    restaurantKey: 'da-mario_milano',
    restaurantName: 'Trattoria Da Mario',
    title: 'Free dessert',
    description: 'A glass of Franciacorta on us',
    photoURL: '',
    validFrom: new Date(now.getTime() - day),
    validUntil: new Date(now.getTime() + day),
    sentAt: new Date(now.getTime() - day),
    openedAt: null,
    redeemedAt: null,
    endedAt: null,
    ...over,
  };
}
