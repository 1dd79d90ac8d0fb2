// The documents seeds and test worlds write most, each from the app's own builder (decision 0036) and
// stamped at a chosen instant: a group, a follow, a bill, a silver transfer and a notification.
import type { DocumentData } from 'firebase/firestore';
import { periodKeysAt } from '../src/domain/period-keys';
import {
  DINERS,
  RESTAURANT_PAGES,
  dinerRecordWithBill,
  type DinerRecord,
} from '../src/domain/restaurant-page';
import { createGroupWriteSteps } from '../src/features/groups/api/create-group';
import { createOfferSteps, sendWriteSteps, type NewOfferInput } from '../src/features/offers/api/offer-docs';
import type { GroupForm } from '../src/features/groups/model/group-form';
import { transferWriteSteps } from '../src/features/points/api/transfer-points';
import { followWriteSteps } from '../src/features/profile/api/set-following';
import { billWriteSteps, type BillStepName } from '../src/features/scan/api/bill-writes';
import type { ExtractedBill } from '../src/features/scan/model/bill';
import { billRestaurantKey, receiptKeyOf } from '../src/features/scan/model/receipt-key';
import { goldPointsFor } from '../src/features/scan/model/bill';
import { newNotification } from '../src/social/api/notification-docs';
import { blankUserSnapshot, stamped, stepDocs, type SeedDoc } from './step-docs';
import { refsFirestore } from './user-doc';

/**
 * eliteGroups/{groupId} as its creation writes it at `at` (the creator's fee and joinedGroups are the
 * caller's), with the members who have `joined` since (decision 0007's join adds them and the count).
 */
export function groupDoc(
  creatorId: string,
  groupId: string,
  fields: GroupForm & { image: string },
  gold: number,
  at: Date,
  joined: readonly string[] = [],
): SeedDoc {
  const steps = createGroupWriteSteps(refsFirestore(), { uid: creatorId, groupId, fields, gold });
  const [[path, group]] = stepDocs(steps, at, 'group') as [SeedDoc];
  if (joined.length === 0) return [path, group];
  return [path, { ...group, members: [creatorId, ...joined], totalUsers: 1 + joined.length }];
}

/** follows/{follower}_{target} alone (no notification; the counters are the caller's). */
export function followDocs(followerId: string, targetUserId: string, at: Date): SeedDoc[] {
  const steps = followWriteSteps(refsFirestore(), { followerId, targetUserId, follow: true, actor: null });
  return stepDocs(steps, at, 'follow');
}

/**
 * The bill (and with 'receipt', its claim) as a scan saves it at `at`; receiptKey defaults to the real
 * one, a test passes one of its own so that equal bills of two specs never share a claim.
 */
export function billDocs(
  uid: string,
  bill: Omit<ExtractedBill, 'items'> & { items?: ExtractedBill['items'] },
  { billId, at, receiptKey }: { billId: string; at: Date; receiptKey?: string },
  ...names: BillStepName[]
): SeedDoc[] {
  const full = { ...bill, items: bill.items ?? [] };
  const steps = billWriteSteps(refsFirestore(), {
    uid,
    bill: full,
    billId,
    receiptKey: receiptKey ?? receiptKeyOf(full),
    diner: undefined,
    billDay: undefined,
    keys: periodKeysAt(at),
    ownerIds: [],
    dinerRecord: null,
    listed: true,
  });
  return stepDocs(steps, at, ...(names.length ? names : ['bill' as const]));
}

/** pointTransactions/{txId} alone (the balances and any notification are the caller's). */
export function transferDocs(
  senderId: string,
  receiverId: string,
  amount: number,
  txId: string,
  at: Date,
): SeedDoc[] {
  const steps = transferWriteSteps(refsFirestore(), {
    senderId,
    receiverId,
    amount,
    txId,
    sender: blankUserSnapshot(senderId),
    receiver: blankUserSnapshot(receiverId),
    keys: periodKeysAt(at),
    muted: true,
  });
  return stepDocs(steps, at, 'tx');
}

/** A notification as its action writes it at `at`; with `readAt`, as its recipient has read it since. */
export function notificationDoc(
  input: Parameters<typeof newNotification>[0],
  at: Date,
  readAt?: Date,
): DocumentData {
  return { ...stamped(newNotification(input), at), ...(readAt ? { read: true, readAt } : {}) };
}

/** One seeded bill, as restaurantPageDocs folds it. */
export interface SeededBill {
  uid: string;
  billId: string;
  at: Date;
  bill: Pick<ExtractedBill, 'restaurantName' | 'address' | 'totalAmount' | 'date'>;
}

/**
 * restaurantPages/{key} and each diner's record there, as the bills' own writes would have left them in
 * the order of `at` (decision 0038): the counts, the most recent bill's name, the records' visits and
 * gold (dinerRecordWithBill, the app's own fold). `hidden` diners turned the privacy setting off.
 */
export function restaurantPageDocs(
  bills: readonly SeededBill[],
  hidden: ReadonlySet<string> = new Set(),
): SeedDoc[] {
  const pages = new Map<string, DocumentData>();
  const records = new Map<string, DinerRecord>();
  for (const { uid, billId, at, bill } of [...bills].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const key = billRestaurantKey(bill);
    const recordPath = `${RESTAURANT_PAGES}/${key}/${DINERS}/${uid}`;
    const old = records.get(recordPath) ?? null;
    const gold = goldPointsFor(bill.totalAmount);
    records.set(
      recordPath,
      dinerRecordWithBill(old, uid, { ...bill, goldPointsEarned: gold }, billId, !hidden.has(uid)),
    );
    const page = pages.get(key) ?? { billCount: 0, dinerCount: 0 };
    pages.set(key, {
      name: bill.restaurantName,
      address: bill.address,
      billCount: page.billCount + 1,
      dinerCount: page.dinerCount + (old ? 0 : 1),
      lastBillAt: at,
    });
  }
  return [
    ...[...pages].map(([key, page]): SeedDoc => [`${RESTAURANT_PAGES}/${key}`, page]),
    ...[...records].map(([path, record]): SeedDoc => [path, { ...record }]),
  ];
}

/**
 * An offer as its owner creates it at `at`, and the copies its sending delivered to `dinerIds` then
 * (decision 0041), the offer's sentCount and lastSent as that sending leaves them. The notifications and
 * badges are the caller's.
 */
export function offerDocs(
  offerId: string,
  input: NewOfferInput,
  at: Date,
  dinerIds: readonly string[],
): SeedDoc[] {
  const db = refsFirestore();
  const [[path, offer]] = stepDocs(createOfferSteps(db, offerId, input), at) as [SeedDoc];
  const sent = { ...offer, sentCount: dinerIds.length, lastSent: dinerIds.slice(-3) };
  const stored = createOfferSteps(db, offerId, input)[0]!;
  const copies = sendWriteSteps(db, {
    offerId,
    stored: 'set' in stored ? stored.set : {},
    actor: { username: '', photoURL: '' },
    dinerIds,
  });
  const names = dinerIds.map((uid) => `recipient:${uid}` as const);
  return names.length === 0 ? [[path, sent]] : [[path, sent], ...stepDocs(copies, at, ...names)];
}
