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
