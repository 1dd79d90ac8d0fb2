// users/{uid}/private/deletion: the marker step 1 writes (decision 0031) with a copy of the user
// document's fields, which is gone by the time the content steps run. They read what they need from it.
import { getDoc, type Firestore } from 'firebase/firestore';
import { deletionMarkerDoc } from '@/firebase/collections';

export interface DeletionMarker {
  goldPoints: number;
  joinedGroups: string[];
  username: string;
}

const MARKER_MISSING = 'The account deletion has not started.';

const deletionMarkerRef = (db: Firestore, uid: string) => deletionMarkerDoc(db, uid);

/** The marker's copies (missing fields: 0, none, ''); throws when there is no marker. */
export async function readDeletionMarker(db: Firestore, uid: string): Promise<DeletionMarker> {
  const snap = await getDoc(deletionMarkerRef(db, uid));
  if (!snap.exists()) throw new Error(MARKER_MISSING);
  return toDeletionMarker(snap.data());
}

export function toDeletionMarker(d: Record<string, unknown>): DeletionMarker {
  const gold = d.goldPoints;
  const groups = d.joinedGroups;
  return {
    goldPoints: typeof gold === 'number' && Number.isInteger(gold) && gold > 0 ? gold : 0,
    joinedGroups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    username: typeof d.username === 'string' ? d.username : '',
  };
}
