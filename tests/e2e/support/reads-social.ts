// The reads world's followers, transfers, notifications and restaurant (reads-data.ts): admin writes in
// the suite's project (rules bypassed), from the app's own builders (decision 0036).
import { commitWrites, patchWrite } from '../../../stack/firestore-rest.mjs';
import {
  followNotificationId,
  NOTIFICATION_TEXT,
  pointsNotificationId,
  type NotificationType,
} from '../../../src/social/api/notification-docs';
import {
  billDocs,
  followDocs,
  notificationDoc,
  restaurantPageDocs,
  type SeededBill,
} from '../../../fixtures/seed-docs';
import { stamped } from '../../../fixtures/step-docs';
import { restaurantProfileDoc } from '../../../src/features/owner-dashboard/api/restaurant-profile-doc';
import { E2E } from './env';
import { commitDocs, type TestUser } from './fixtures';
import { arrangeTransfer } from './profile';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * Two followers (one of the follows' notifications unread), two transfers with partner 0 (one
 * received, notified), and me as the owner of a restaurant where two partners dined in the last weeks.
 * The followers are users of their own, seen on no screen before the followers list: like the long
 * history's fans, their user documents are read there, so the demo run's bytes per follower are a fair
 * measure for the long run's.
 */
export async function arrangeSocialAndOwner(
  me: TestUser,
  partners: TestUser[],
  fans: TestUser[],
  restaurant: { name: string; address: string; key: string },
) {
  const now = new Date();
  const [p0, p1, p2] = partners as [TestUser, TestUser, TestUser];
  const received = await arrangeTransfer(p0, me, 7, minutesAgo(90));
  await arrangeTransfer(me, p0, 3, minutesAgo(80));
  const notification = (
    id: string,
    actor: TestUser,
    type: NotificationType,
    targetId: string,
    content: string,
    read: boolean,
  ) => {
    const from = {
      recipientId: me.uid,
      actorId: actor.uid,
      actor: { username: actor.username, photoURL: '' },
    };
    const at = minutesAgo(read ? 120 : 30);
    return [
      `notifications/${id}`,
      notificationDoc({ ...from, type, targetId, content }, at, read ? now : undefined),
    ] as [string, Record<string, unknown>];
  };
  const docs: [string, Record<string, unknown>][] = [
    notification(pointsNotificationId(received), p0, 'points', received, NOTIFICATION_TEXT.points(7), true),
  ];
  for (const [i, fan] of fans.entries()) {
    const [follow] = followDocs(fan.uid, me.uid, minutesAgo(200));
    const followId = follow![0].split('/')[1]!;
    docs.push(follow!);
    const noticeId = followNotificationId(followId);
    docs.push(notification(noticeId, fan, 'follow', followId, NOTIFICATION_TEXT.followed, i === 0));
  }
  const spenders: Record<string, unknown> = {};
  const seeded: SeededBill[] = [];
  for (const [i, diner] of [p1, p2].entries()) {
    const createdAt = new Date(now.getTime() - (3 + 7 * i) * 86_400_000);
    const date = createdAt.toISOString().slice(0, 10);
    const bill = { restaurantName: restaurant.name, address: restaurant.address, totalAmount: 30, date };
    const billId = `${diner.uid}_${createdAt.getTime()}`;
    docs.push(...billDocs(diner.uid, bill, { billId, at: createdAt }));
    seeded.push({ uid: diner.uid, billId, at: createdAt, bill });
    spenders[diner.uid] = { userId: diner.uid, amount: 30, visits: 1, lastVisit: date };
  }
  // The restaurant's public page and its two diners' records, as their bills left them (decision 0038).
  docs.push(...restaurantPageDocs(seeded));
  docs.push([`restaurants/${restaurant.key}`, { ownerId: me.uid, createdAt: now }]);
  docs.push([
    `users/${me.uid}/private/restaurantStats`,
    { totalBills: 2, totalRevenue: 60, spenders, lastBillAt: minutesAgo(3 * 1440) },
  ]);
  await commitDocs(docs);
  await commitWrites(
    [
      patchWrite(
        `users/${me.uid}`,
        {
          followers: fans.length,
          isRestaurantOwner: true,
          restaurantActivatedAt: now,
          restaurantProfile: stamped(
            restaurantProfileDoc(
              {
                name: restaurant.name,
                description: 'Counting reads',
                address: restaurant.address,
                cuisine: 'Italian',
                priceRange: '€€',
                openingHours: 'Mon-Sun 12:00-23:00',
                phone: '+39 02 123456',
                website: '',
              },
              restaurant.key,
              { rating: 4.5, reviews: 10, images: [], hours: 'Mon-Sun 12:00-23:00' },
            ),
            now,
          ),
        },
        E2E.projectId,
      ),
      ...fans.map((fan) =>
        patchWrite(`users/${fan.uid}`, { following: 1, lastFollowId: `${fan.uid}_${me.uid}` }, E2E.projectId),
      ),
    ],
    E2E.projectId,
  );
}
