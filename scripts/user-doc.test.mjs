// newUserDoc claims to be the users/{uid} document as sign-up writes it: this holds it to the app's own
// builder (signUpWriteSteps), field for field, so a seed cannot drift from sign-up again (issue 30).
import { initializeApp } from 'firebase/app';
import { expect, it } from 'vitest';
import { getFirestore } from 'firebase/firestore';
import { signUpWriteSteps } from '../src/features/auth/api/sign-up';
import { newUserDoc } from './user-doc.mjs';

it('matches the user document sign-up writes, timestamps aside', () => {
  const db = getFirestore(initializeApp({ projectId: 'demo-user-doc' }, 'user-doc-test'));
  const [user] = signUpWriteSteps(db, { uid: 'u1', username: 'Ana', email: 'ana@goldfork.test' });
  const now = new Date();
  const seeded = newUserDoc('u1', { username: 'Ana' }, now);
  expect([seeded.createdAt, seeded.updatedAt]).toEqual([now, now]);
  const untimed = (d) => ({ ...d, createdAt: 'now', updatedAt: 'now' });
  expect(untimed(seeded)).toEqual(untimed(user.set));
});
