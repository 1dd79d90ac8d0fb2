import { signOut as fbSignOut } from 'firebase/auth';
import { firebaseAuth } from '@/firebase/firebase';

export async function signOut(): Promise<void> {
  await fbSignOut(firebaseAuth());
}
