// users/{uid}/private/account after a verified change of address (decision 0028): the app writes the token's
// new e-mail there at the next session start (features/auth/api/sync-account-email.ts). Only the owner,
// only the e-mail, and only to the address their token carries.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { dbAs, peek, seed, seedUser, useRulesEnv } from './helpers';

const getEnv = useRulesEnv('demo-rules-account-email-h-a');
const ACCOUNT = 'users/alice/private/account';

beforeEach(async () => {
  await seedUser(getEnv(), 'alice');
  await seed(getEnv(), { [ACCOUNT]: { email: 'alice@example.com', createdAt: new Date('2026-01-01') } });
});

describe('allowed', () => {
  test('the owner sets the e-mail to the verified address in their token', async () => {
    const moved = dbAs(getEnv(), 'alice', 'alice-new@example.com');
    await assertSucceeds(updateDoc(doc(moved, ACCOUNT), { email: 'alice-new@example.com' }));
    expect(await peek(getEnv(), ACCOUNT)).toMatchObject({ email: 'alice-new@example.com' });
  });
});

describe('denied', () => {
  test('an address other than the token’s (the new one before it is verified)', async () => {
    const old = dbAs(getEnv(), 'alice', 'alice@example.com');
    await assertFails(updateDoc(doc(old, ACCOUNT), { email: 'alice-new@example.com' }));
  });

  test('another user, even with that address in their token', async () => {
    const bob = dbAs(getEnv(), 'bob', 'alice-new@example.com');
    await assertFails(updateDoc(doc(bob, ACCOUNT), { email: 'alice-new@example.com' }));
  });

  test('changing anything beside the e-mail, or deleting the record', async () => {
    const moved = dbAs(getEnv(), 'alice', 'alice-new@example.com');
    await assertFails(
      updateDoc(doc(moved, ACCOUNT), { email: 'alice-new@example.com', createdAt: new Date('2020-01-01') }),
    );
    await assertFails(deleteDoc(doc(moved, ACCOUNT)));
  });
});
