import { updateDoc } from 'firebase/firestore';
import { firebaseAuth, firestore } from '@/firebase/firebase';
import { privateAccountDoc } from '@/firebase/collections';

/** The address this device last wrote to (or saw in) users/{uid}/private/account, per account. */
const key = (uid: string) => `goldfork:account-email:${uid}`;

function remembered(uid: string): string | null {
  try {
    return localStorage.getItem(key(uid));
  } catch {
    return null;
  }
}

function remember(uid: string, email: string): void {
  try {
    localStorage.setItem(key(uid), email);
  } catch {
    /* storage unavailable: the next start writes the same address again, which is harmless */
  }
}

/**
 * Brings the private e-mail record in line with the Auth address once a change is verified
 * (verifyBeforeUpdateEmail): Auth signs the user out when the address changes, so the next session
 * start carries the new address in its token, and the rules let the owner set the record to exactly
 * that. One update and no read: skipped when this device already wrote (or sign-up just wrote) this
 * address. A failed write is not remembered, so the next start tries again (docs/decisions/0028).
 */
export async function syncAccountEmail(session: { uid: string; email: string | null }): Promise<void> {
  const { uid, email } = session;
  if (!email || remembered(uid) === email) return;
  const user = firebaseAuth().currentUser;
  // A brand-new account: sign-up writes the record with this address in its own batch.
  if (user?.uid === uid && user.metadata.creationTime === user.metadata.lastSignInTime) {
    remember(uid, email);
    return;
  }
  await updateDoc(privateAccountDoc(firestore(), uid), { email });
  remember(uid, email);
}
