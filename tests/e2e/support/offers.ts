// The world of the offers spec (issue 33): an owner's claimed restaurant with bills from several diners,
// arranged over REST as arrangeRestaurant does for one, with the owner's statistics summing them.
import { restaurantProfileDoc } from '../../../src/features/restaurant/api/restaurant-profile-doc';
import { restaurantKeyOf } from '../../../src/domain/restaurant-key';
import { billDocs, restaurantPageDocs } from '../../../scripts/seed-docs';
import { stamped } from '../../../scripts/step-docs';
import { commitDocs, type TestUser } from './fixtures';
import { hoursAgo, isoDay, patchUser } from './profile';
import { ARRANGED_ADDRESS } from './world';

/** Returns the restaurant's name; each diner has one bill there of their amount. */
export async function arrangeRestaurantWithDiners(
  owner: TestUser,
  diners: readonly { diner: TestUser; amount: number }[],
): Promise<string> {
  const name = `Osteria Offerte ${owner.username.slice(-4)}`;
  const address = ARRANGED_ADDRESS;
  const restaurantKey = restaurantKeyOf(name, address);
  await patchUser(owner, {
    isRestaurantOwner: true,
    restaurantActivatedAt: hoursAgo(48),
    restaurantProfile: stamped(
      restaurantProfileDoc(
        {
          name,
          description: 'Piedmontese classics',
          address,
          cuisine: 'Italian',
          priceRange: '€€',
          openingHours: 'Tue-Sun 12-15, 19-23',
          phone: '+39 011 123456',
          website: 'https://osteria.example',
        },
        restaurantKey,
        { rating: 0, reviews: 0 },
      ),
      hoursAgo(24),
    ),
  });
  const bills = diners.map(({ diner, amount }, i) => {
    const at = hoursAgo(20 + i);
    const billId = `${diner.uid}_${at.getTime()}`;
    return {
      uid: diner.uid,
      billId,
      at,
      bill: { restaurantName: name, address, totalAmount: amount, date: isoDay(1) },
    };
  });
  await commitDocs([
    ...bills.flatMap((b) =>
      billDocs(b.uid, b.bill, { billId: b.billId, at: b.at, receiptKey: `${isoDay(1)}_${b.billId}` }),
    ),
    ...restaurantPageDocs(bills),
    [`restaurants/${restaurantKey}`, { ownerId: owner.uid, createdAt: hoursAgo(24) }],
    [
      `users/${owner.uid}/private/restaurantStats`,
      {
        totalBills: bills.length,
        totalRevenue: diners.reduce((sum, d) => sum + d.amount, 0),
        spenders: Object.fromEntries(
          diners.map(({ diner, amount }) => [diner.uid, { amount, visits: 1, lastVisit: isoDay(1) }]),
        ),
        lastBillAt: bills[0]!.at,
      },
    ],
  ]);
  return name;
}

/**
 * An offer of the owner's restaurant already sent to `diners` (as the sending leaves it: the offer with
 * its counters and each diner's copy), valid from yesterday for a week. Returns its id.
 */
export async function arrangeOffer(
  owner: TestUser,
  restaurant: { name: string; key: string },
  diners: readonly TestUser[],
  title: string,
): Promise<string> {
  const offerId = `e2eoffer${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const content = {
    ownerId: owner.uid,
    restaurantKey: restaurant.key,
    restaurantName: restaurant.name,
    title,
    // Not a text of the catalogues: the Italian walk looks for English left on its screens.
    description: 'Un calice offerto dalla casa',
    photoURL: '',
    validFrom: hoursAgo(24),
    validUntil: hoursAgo(-24 * 7),
  };
  await commitDocs([
    [
      `offers/${offerId}`,
      {
        ...content,
        cap: null,
        audience: { kind: 'top', n: diners.length },
        audienceSize: diners.length,
        sentCount: diners.length,
        skippedCount: 0,
        openedCount: 0,
        redeemedCount: 0,
        lastSent: diners.map((d) => d.uid),
        endedAt: null,
        createdAt: hoursAgo(2),
      },
    ],
    ...diners.map((d): [string, Record<string, unknown>] => [
      `offers/${offerId}/recipients/${d.uid}`,
      {
        offerId,
        dinerId: d.uid,
        ...content,
        sentAt: hoursAgo(2),
        openedAt: null,
        redeemedAt: null,
        endedAt: null,
      },
    ]),
  ]);
  return offerId;
}
