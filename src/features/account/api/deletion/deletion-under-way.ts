// The one read a sign-in whose record is missing makes (decision 0031): is a deletion under way? Kept
// apart from the run, so a sign-up still writing its record does not load the steps and the Storage SDK.
import { getDocFromServer } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { deletionMarkerDoc } from '@/firebase/collections';

/** Whether `uid` has a deletion marker (read from the server, never the cache). */
export async function deletionUnderWay(uid: string): Promise<boolean> {
  return (await getDocFromServer(deletionMarkerDoc(firestore(), uid))).exists();
}
