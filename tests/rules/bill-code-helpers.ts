// A restaurant's one-time bill code (decision 0046) seeded with the rules off, for the budget tests.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase/firestore';
import { billCodeId, newBillCodeSecret } from '../../src/domain/bill-code';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import { newBillCodeDoc } from '../../src/features/owner-dashboard/api/bill-codes';
import { seed, trattoria } from './helpers';

/** A fresh code of `owner`'s restaurant (trattoria) for `cents`, created now. */
export async function seededBillCode(env: RulesTestEnvironment, owner: string, cents: number) {
  const secret = newBillCodeSecret();
  const codeId = await billCodeId(secret);
  const restaurant = {
    restaurantKey: restaurantKeyOf(trattoria.name, trattoria.address),
    restaurantName: trattoria.name,
    address: trattoria.address,
  };
  await seed(env, {
    [`billCodes/${codeId}`]: { ...newBillCodeDoc(owner, restaurant, cents), createdAt: Timestamp.now() },
  });
  return { codeId, secret };
}
