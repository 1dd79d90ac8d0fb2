// newUserDoc is the users/{uid} document as sign-up writes it: taken from the app's own builder, it can
// only differ in its timestamps (a chosen instant instead of serverTimestamp()) and its overrides.
import { expect, it } from 'vitest';
import { storedGreeting } from '../src/domain/default-bio';
import { signUpWriteSteps } from '../src/features/auth/api/sign-up';
import { billDayDoc, newUserDoc, refsFirestore } from './user-doc';

it('is the user document sign-up writes, at a chosen instant', () => {
  const [user] = signUpWriteSteps(refsFirestore(), { uid: 'u1', username: 'Ana', email: null });
  if (!user || !('set' in user)) throw new Error('sign-up writes the user document first');
  const now = new Date();
  const seeded = newUserDoc('u1', { username: 'Ana' }, now);
  expect([seeded.createdAt, seeded.updatedAt]).toEqual([now, now]);
  expect(seeded.bio).toBe(storedGreeting('Ana'));
  expect({ ...seeded, createdAt: 0, updatedAt: 0 }).toEqual({ ...user.set, createdAt: 0, updatedAt: 0 });
});

it('takes overrides over the signed-up user', () => {
  expect(newUserDoc('u2', { goldPoints: 7 })).toMatchObject({ uid: 'u2', username: 'u2', goldPoints: 7 });
});

it('writes a day counter as a bill does', () => {
  expect(billDayDoc({ key: '2026-01-02', bills: 3, total: 12.5, lastBillId: 'b' })).toEqual({
    key: '2026-01-02',
    bills: 3,
    total: 12.5,
    lastBillId: 'b',
  });
});
