import { needsOwnerSetup, ownerProfileFromBill } from './owner-setup';

describe('owner set-up from a bill', () => {
  it('ownerProfileFromBill uses the spec defaults and the price range of the total', () => {
    expect(
      ownerProfileFromBill({ restaurantName: 'Da Gino', address: 'Via Po 2', totalAmount: 120 }),
    ).toEqual({
      name: 'Da Gino',
      address: 'Via Po 2',
      description: 'Welcome to Da Gino',
      cuisine: 'Not specified',
      openingHours: 'Not specified',
      phone: 'Not specified',
      priceRange: '€€€',
    });
  });
});
describe('owner set-up from a bill', () => {
  it('needsOwnerSetup: an owner without a profile', () => {
    expect(needsOwnerSetup({ isRestaurantOwner: true, restaurantProfile: null })).toBe(true);
    expect(needsOwnerSetup({ isRestaurantOwner: true, restaurantProfile: { name: 'x' } })).toBe(false);
    expect(needsOwnerSetup({ isRestaurantOwner: false, restaurantProfile: null })).toBe(false);
  });
});
