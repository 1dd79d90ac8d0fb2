// "Popular here" (issue 42, decision 0049) and the owner's demographics (issue 43): an owner's claimed
// restaurant and diners' bills with items there, each written as the bills' own writes leave them
// (billDocs, restaurantPageDocs, restaurantDishDocs: the app's builders), with the owner's statistics.
import { restaurantProfileDoc } from '../../../src/features/owner-dashboard/api/restaurant-profile-doc';
import { restaurantKeyOf } from '../../../src/domain/restaurant-key';
import { billDocs, restaurantDishDocs, restaurantPageDocs } from '../../../fixtures/seed-docs';
import { stamped } from '../../../fixtures/step-docs';
import { commitDocs, type TestUser } from './fixtures';
import { hoursAgo, isoDay, patchUser } from './profile';

export interface DinerBills {
  diner: TestUser;
  /** One bill per entry, oldest first: its items (the total is their sum). */
  bills: { name: string; price: number }[][];
}

/** The owner's restaurant `name` at `address`, and each diner's bills there. Returns its key. */
export async function arrangeDishRestaurant(
  owner: TestUser,
  name: string,
  address: string,
  diners: readonly DinerBills[],
): Promise<string> {
  const restaurantKey = restaurantKeyOf(name, address);
  await patchUser(owner, {
    isRestaurantOwner: true,
    restaurantActivatedAt: hoursAgo(48),
    restaurantProfile: stamped(
      restaurantProfileDoc(
        {
          name,
          description: 'Roman classics',
          address,
          cuisine: 'Italian',
          priceRange: '€€',
          openingHours: 'Tue-Sun 12-15, 19-23',
          phone: '+39 06 123456',
          website: '',
        },
        restaurantKey,
        { rating: 0, reviews: 0 },
      ),
      hoursAgo(40),
    ),
  });
  let n = 0;
  const bills = diners.flatMap(({ diner, bills: list }) =>
    list.map((items) => {
      n += 1;
      const at = hoursAgo(30 - n);
      const totalAmount = items.reduce((sum, i) => sum + i.price, 0);
      return {
        uid: diner.uid,
        billId: `${diner.uid}_${at.getTime()}`,
        at,
        bill: { restaurantName: name, address, totalAmount, date: isoDay(1), items },
      };
    }),
  );
  await commitDocs([
    ...bills.flatMap((b) =>
      billDocs(b.uid, b.bill, { billId: b.billId, at: b.at, receiptKey: `${isoDay(1)}_${b.billId}` }),
    ),
    ...restaurantPageDocs(bills),
    ...restaurantDishDocs(bills),
    [`restaurants/${restaurantKey}`, { ownerId: owner.uid, createdAt: hoursAgo(40) }],
    // The sums the bills' increments leave (billWriteSteps' owner step adds to what is stored).
    [
      `users/${owner.uid}/private/restaurantStats`,
      {
        totalBills: bills.length,
        totalRevenue: bills.reduce((sum, b) => sum + b.bill.totalAmount, 0),
        spenders: Object.fromEntries(
          diners.map(({ diner, bills: list }) => [
            diner.uid,
            {
              userId: diner.uid,
              amount: list.flat().reduce((sum, i) => sum + i.price, 0),
              visits: list.length,
              lastVisit: isoDay(1),
              hidden: false,
            },
          ]),
        ),
        lastBillAt: bills[bills.length - 1]!.at,
      },
    ],
  ]);
  return restaurantKey;
}
