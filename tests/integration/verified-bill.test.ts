/// <reference types="vite/client" />
// Issue 41's journey through the app's own api functions (decision 0046), against the emulator with the
// real rules: the till issues a code for €42.50, a diner claims it (verified bill, +42 verified gold,
// the code claimed), a second diner is refused with "used"; an expired code says so. Nothing is mocked.
import { Timestamp, type Firestore } from 'firebase/firestore';
import { beforeEach, expect, test } from 'vitest';
import { billCodeId, newBillCodeSecret } from '@/domain/bill-code';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { issueBillCode, newBillCodeDoc } from '@/features/owner-dashboard/api/bill-codes';
import { fetchClaimableCode } from '@/features/scan/api/fetch-bill-code';
import { saveScannedBill } from '@/features/scan/api/save-bill';
import { localIsoDate } from '@/features/scan/model/bill-date';
import {
  dbAs,
  peek,
  seed,
  seedOwner,
  seedUser,
  trattoria,
  useRulesEnv as rulesEnvFor,
} from '../rules/helpers';

const getEnv = rulesEnvFor('demo-int-verified-bill');
const as = (uid: string): Firestore => dbAs(getEnv(), uid);
const RESTAURANT = {
  restaurantKey: restaurantKeyOf(trattoria.name, trattoria.address),
  restaurantName: trattoria.name,
  address: trattoria.address,
};

beforeEach(async () => {
  await seedOwner(getEnv(), 'olga', trattoria);
  await seedUser(getEnv(), 'alice');
  await seedUser(getEnv(), 'bob');
});

/** What the scan screen does with a typed code: read it, then save the bill it makes. */
async function claimAs(uid: string, secret: string) {
  const db = as(uid);
  const code = await fetchClaimableCode(secret, new Date(), db);
  const bill = {
    restaurantName: code.restaurantName,
    address: code.address,
    totalAmount: code.amountCents / 100,
    date: localIsoDate(new Date()),
    items: [],
  };
  return saveScannedBill(uid, bill, { db, code: { codeId: code.codeId, secret } });
}

test('a code for €42.50: the diner gets a verified bill and 42 verified gold; a second diner is refused', async () => {
  const { secret, codeId } = await issueBillCode('olga', RESTAURANT, 4250, as('olga'));
  const outcome = await claimAs('alice', secret);
  expect(outcome).toMatchObject({ kind: 'bill', goldPointsEarned: 42 });
  const billId = outcome.kind === 'bill' ? outcome.billId : '';
  expect(await peek(getEnv(), `bills/${billId}`)).toMatchObject({
    verified: true,
    codeId,
    totalAmount: 42.5,
  });
  expect(await peek(getEnv(), 'users/alice')).toMatchObject({ goldPoints: 42, verifiedGold: 42 });
  expect(await peek(getEnv(), `billCodes/${codeId}`)).toMatchObject({ claimedBy: 'alice', billId });
  // The owner's statistics counted it, as any bill there.
  expect(await peek(getEnv(), 'users/olga/private/restaurantStats')).toMatchObject({ totalBills: 1 });

  await expect(claimAs('bob', secret)).rejects.toThrow('scan:code.errors.used');
  expect(await peek(getEnv(), 'users/bob')).toMatchObject({ goldPoints: 0 });
});

test('an expired code, and one nobody issued, each say so and write nothing', async () => {
  const secret = newBillCodeSecret();
  await seed(getEnv(), {
    [`billCodes/${await billCodeId(secret)}`]: {
      ...newBillCodeDoc('olga', RESTAURANT, 4250),
      createdAt: Timestamp.fromMillis(Date.now() - 16 * 60_000),
    },
  });
  await expect(claimAs('alice', secret)).rejects.toThrow('scan:code.errors.expired');
  await expect(claimAs('alice', newBillCodeSecret())).rejects.toThrow('scan:code.errors.notFound');
  expect(await peek(getEnv(), 'users/alice')).toMatchObject({ goldPoints: 0 });
});
