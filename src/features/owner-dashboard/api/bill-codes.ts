// The till's one-time bill codes (docs/decisions/0046-verified-bills.md): the owner's device draws the
// secret, writes billCodes/{sha256hex(secret)} and listens to it for the claimed state. The till never
// writes the secret; only the diner's claim names it.
import {
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { billCodeDoc } from '@/firebase/collections';
import { subscribeDoc } from '@/firebase/subscribe-query';
import { withTimeout } from '@/firebase/with-timeout';
import { AppError } from '@/domain/app-error';
import { billCodeId, newBillCodeSecret, toBillCode, type BillCode } from '@/domain/bill-code';

/** The owner's restaurant as a code names it: the profile's name, address and stored key. */
export interface TillRestaurant {
  restaurantKey: string;
  restaurantName: string;
  address: string;
}

/** billCodes/{codeId} as the owner creates it (firestore.rules validNewBillCode): unclaimed. */
export function newBillCodeDoc(
  ownerId: string,
  restaurant: TillRestaurant,
  amountCents: number,
): DocumentData {
  return {
    restaurantKey: restaurant.restaurantKey,
    restaurantName: restaurant.restaurantName,
    address: restaurant.address,
    amountCents,
    createdAt: serverTimestamp(),
    createdBy: ownerId,
    claimedBy: null,
    claimedAt: null,
    billId: null,
  };
}

export interface IssuedCode {
  secret: string;
  codeId: string;
}

const ISSUE_TIMEOUT_MS = 15_000;

/** Issues a code for `amountCents` at the owner's restaurant; throws an AppError to show. */
export async function issueBillCode(
  ownerId: string,
  restaurant: TillRestaurant,
  amountCents: number,
  db: Firestore = firestore(),
): Promise<IssuedCode> {
  const secret = newBillCodeSecret();
  const codeId = await billCodeId(secret);
  try {
    await withTimeout(
      setDoc(billCodeDoc(db, codeId), newBillCodeDoc(ownerId, restaurant, amountCents)),
      ISSUE_TIMEOUT_MS,
    );
  } catch (error) {
    throw new AppError('dashboard:till.errors.issueFailed', undefined, { cause: error });
  }
  return { secret, codeId };
}

/** Live: one code, for the till's "claimed" state (its issuer may always read it). */
export function subscribeToBillCode(
  codeId: string,
  onNext: (code: BillCode | null) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  return subscribeDoc(billCodeDoc(db, codeId), toBillCode, onNext, onError);
}
