// The one read a sign-in whose record is missing makes (decision 0031): is a deletion under way? Kept
// apart from the run, so a sign-up still writing its record does not load the steps and the Storage SDK.
import { doc, getDocFromServer } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { DELETION_MARKER } from '../../model/deletion/marker';

/** Whether `uid` has a deletion marker (read from the server, never the cache). */
export async function deletionUnderWay(uid: string): Promise<boolean> {
  return (await getDocFromServer(doc(firestore(), 'users', uid, ...DELETION_MARKER))).exists();
}
