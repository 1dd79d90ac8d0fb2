// The last step of a deletion (decision 0031): the Auth user goes. The stripped marker
// { startedAt, finished: true } stays for good: while it exists the uid can never sign up again, and it
// holds no personal data.
import { deleteUser, signOut } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';

/** Deletes the signed-in Auth user `uid`; throws the SDK's error (the caller maps its code). */
export async function deleteAuthUser(uid: string): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user || user.uid !== uid)
    throw Object.assign(new Error('Not signed in'), { code: 'auth/requires-recent-login' });
  await deleteUser(user);
}

/** Signs out (a resumed deletion whose Auth step wants a fresh sign-in). */
export function signOutToFinish(): Promise<void> {
  return signOut(firebaseAuth());
}
