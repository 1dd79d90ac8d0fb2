// The app's deletion run, loaded on demand (the Storage SDK and the steps stay out of /privacy's chunk
// until someone deletes their account or a sign-in resumes a deletion).
import { firestore } from '@/firebase/firebase';
import { firebaseStorage } from '@/firebase/storage';
import { deleteAuthUser } from '../delete-auth-user';
import type { DeletionProgress } from '../../model/deletion/plan';
import { runDeletion } from './run-deletion';

export function runAppDeletion(uid: string, onProgress: (p: DeletionProgress) => void): Promise<void> {
  return runDeletion({
    uid,
    db: firestore(),
    storage: firebaseStorage,
    deleteAuth: deleteAuthUser,
    onProgress,
  });
}
