import { createUserWithEmailAndPassword, deleteUser, type User } from 'firebase/auth';
import { getDocFromServer, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { errorCode } from '@/firebase/error-code';
import { firebaseAuth, firestore } from '@/firebase/firebase';
import { withTimeout } from '@/firebase/with-timeout';
import { applyWriteSteps, type WriteStep } from '@/firebase/write-steps';
import { storedGreeting } from '@/domain/default-bio';
import { authError, type SignUpInput } from '../model';
import { AppError } from '@/domain/app-error';
import { privateAccountDoc, userDoc, usernameDoc } from '@/firebase/collections';

const WRITE_TIMEOUT_MS = 15_000;

/** The documents sign-up writes, by name. */
export type SignUpStepName = 'user' | 'username' | 'account';

/**
 * The public user document, the username reservation usernames/{usernameLower} and the private e-mail
 * record users/{uid}/private/account (docs/decisions/0002-data-model-and-rules.md): one batch.
 */
export function signUpWriteSteps(
  db: Firestore,
  { uid, username, email }: { uid: string; username: string; email: string | null },
): WriteStep<SignUpStepName>[] {
  const usernameLower = username.toLowerCase();
  return [
    {
      name: 'user',
      ref: userDoc(db, uid),
      set: {
        uid,
        username,
        usernameLower,
        // '': the app draws the pixel-art avatar generated from the uid (spec section 3's default; the
        // rules take '' or an upload of one's own, docs/decisions/0019-image-urls-and-storage.md).
        photoURL: '',
        goldPoints: 0,
        silverPoints: 0,
        followers: 0,
        following: 0,
        totalSpent: 0,
        bio: storedGreeting(username),
        socialLinks: { instagram: '', twitter: '', youtube: '' },
        isRestaurantOwner: false,
        restaurantActivatedAt: null,
        restaurantProfile: null,
        joinedGroups: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    },
    {
      name: 'username',
      ref: usernameDoc(db, usernameLower),
      set: { uid, createdAt: serverTimestamp() },
    },
    {
      name: 'account',
      ref: privateAccountDoc(db, uid),
      set: { email, createdAt: serverTimestamp() },
    },
  ];
}

/**
 * Creates the account, then writes signUpWriteSteps in one batch. If the batch fails, the new
 * account is deleted again so nothing is left half-made.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  const username = input.username.trim();
  const usernameLower = username.toLowerCase();
  const db = firestore();

  let taken: boolean;
  try {
    const snap = await withTimeout(getDocFromServer(usernameDoc(db, usernameLower)), WRITE_TIMEOUT_MS);
    taken = snap.exists();
  } catch (err) {
    throw authError(err, 'auth:errors.network');
  }
  if (taken) throw new AppError('auth:errors.usernameTaken');

  let user: User;
  try {
    user = (await createUserWithEmailAndPassword(firebaseAuth(), input.email.trim(), input.password)).user;
  } catch (err) {
    throw authError(err, 'auth:errors.signUpFailed');
  }

  const batch = writeBatch(db);
  applyWriteSteps(batch, signUpWriteSteps(db, { uid: user.uid, username, email: user.email }));

  try {
    await withTimeout(batch.commit(), WRITE_TIMEOUT_MS);
  } catch (err) {
    await deleteUser(user).catch(() => firebaseAuth().signOut());
    const code = errorCode(err);
    // Someone claimed the name between our check and the write: the rules refused the reservation.
    if (code === 'permission-denied')
      throw new AppError('auth:errors.usernameTaken', undefined, { cause: err });
    throw new AppError(
      code === 'timeout' || code === 'unavailable' ? 'auth:errors.network' : 'auth:errors.signUpFailed',
      undefined,
      { cause: err },
    );
  }
}
