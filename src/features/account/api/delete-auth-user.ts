// The last step of a deletion (decision 0031): the Auth user goes, then the stripped marker. The marker
// must outlive the Auth user (while it exists, a sign-in resumes the deletion), but once the Auth user is
// gone the SDK signs out; the marker is then deleted over REST with the last ID token, which Firestore
// still accepts until it expires.
import { deleteUser, signOut } from 'firebase/auth';
import { appEnv } from '@/firebase/env';
import { firebaseAuth } from '@/firebase/firebase';
import { PORTS } from '@/firebase/ports';

function markerUrl(uid: string): string {
  const env = appEnv();
  const origin = env.useEmulators
    ? `http://${env.emulatorHost}:${PORTS.firestore}`
    : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${env.firebase.projectId}/databases/(default)/documents/users/${uid}/private/deletion`;
}

/** Deletes the signed-in Auth user `uid`; throws the SDK's error (the caller maps its code). */
export async function deleteAuthUser(uid: string): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user || user.uid !== uid)
    throw Object.assign(new Error('Not signed in'), { code: 'auth/requires-recent-login' });
  const token = await user.getIdToken();
  await deleteUser(user);
  try {
    const res = await fetch(markerUrl(uid), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!res.ok) console.warn('The deletion marker stays behind', res.status);
  } catch (err) {
    // The account is gone; a marker left behind holds only its start time (decision 0031).
    console.warn('The deletion marker stays behind', err);
  }
}

/** Signs out (a resumed deletion whose Auth step wants a fresh sign-in). */
export function signOutToFinish(): Promise<void> {
  return signOut(firebaseAuth());
}
