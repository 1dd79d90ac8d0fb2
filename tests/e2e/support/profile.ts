// Arranging profile data for tests/e2e/profile.spec.ts: admin writes in the suite's project (rules
// bypassed) of the documents the app's own builders make (decision 0036).
import type { Page } from '@playwright/test';
import { billDocs, transferDocs } from '../../../fixtures/seed-docs';
import { commitDocs, getDocument, type TestUser } from './fixtures';

const TIMESTAMP_FIELDS = ['createdAt', 'updatedAt', 'restaurantActivatedAt'];

/** Changes some fields of users/{uid}: a whole-document write of the merged record. */
export async function patchUser(user: TestUser, patch: Record<string, unknown>) {
  const current = await getDocument(`users/${user.uid}`);
  if (!current) throw new Error(`users/${user.uid} does not exist`);
  // The REST reader gives timestamps back as ISO strings; write them back as timestamps.
  for (const key of TIMESTAMP_FIELDS) {
    if (typeof current[key] === 'string') current[key] = new Date(current[key] as string);
  }
  await commitDocs([[`users/${user.uid}`, { ...current, ...patch }]]);
}

export interface ArrangedBill {
  restaurantName: string;
  address: string;
  totalAmount: number;
  /** YYYY-MM-DD */
  date: string;
  createdAt?: Date;
}

/**
 * A processed bill of the user, as the scan flow stores it (billWriteSteps), the bill alone. Its receipt
 * key is unique to the bill, so two specs' equal bills never share a claim.
 */
export async function arrangeBill(user: TestUser, bill: ArrangedBill): Promise<string> {
  const at = bill.createdAt ?? new Date();
  const billId = `${user.uid}_${at.getTime()}`;
  const { restaurantName, address, totalAmount, date } = bill;
  const receiptKey = `${date}_${billId}`;
  await commitDocs(
    billDocs(user.uid, { restaurantName, address, totalAmount, date }, { billId, at, receiptKey }),
  );
  return billId;
}

/** A silver transfer between two users (the balances are not touched: only the history is under test). */
export async function arrangeTransfer(sender: TestUser, receiver: TestUser, amount: number, createdAt: Date) {
  const txId = `e2e-${sender.uid}-${receiver.uid}-${createdAt.getTime()}`;
  await commitDocs(transferDocs(sender.uid, receiver.uid, amount, txId, createdAt));
  return txId;
}

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** 'YYYY-MM-DD' of today (UTC) minus `daysAgo` days. */
export const isoDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The followers / following counter buttons of the profile on screen. */
export const followersButton = (page: Page, n: number) =>
  page.getByRole('button', { name: `${n} ${n === 1 ? 'Follower' : 'Followers'}`, exact: true });
export const followingButton = (page: Page, n: number) =>
  page.getByRole('button', { name: `${n} Following`, exact: true });
