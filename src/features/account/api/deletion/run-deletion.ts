// The orchestrator of an account deletion (decision 0031): step 1 (marker, user document, username in
// one batch), the content steps (decision 0032), the account's own steps, then the Auth user. Every
// step is idempotent, so a run resumed after an interruption starts over from step 2 and finishes.
import { getDocFromServer, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import type { DeletionStep } from '../../model/deletion/deletion-step';
import { toDeletionMarker, type DeletionMarker } from '../../model/deletion/marker';
import { deletionPlan, type DeletionProgress } from '../../model/deletion/plan';
import { anonymiseBillsStep, anonymiseReceiptsStep } from './steps/anonymise-bills';
import { CONTENT_STEPS } from './steps/content-steps';
import { deleteFilesStep } from './steps/delete-files';
import { deletePrivateStep } from './steps/delete-private';
import type { OwnStep } from './steps/deps';
import { releaseRestaurantStep } from './steps/release-restaurant';
import { startDeletion } from './steps/start-deletion';
import { deletionMarkerDoc } from '@/firebase/collections';

/** The account's own steps, after the content steps, in order (decision 0031). */
const OWN_STEPS: readonly OwnStep[] = [
  anonymiseBillsStep,
  anonymiseReceiptsStep,
  releaseRestaurantStep,
  deleteFilesStep,
  deletePrivateStep,
];

/** Every step's name, for the progress shown before the run reads anything. */
export function plannedSteps(contentSteps: readonly DeletionStep[] = CONTENT_STEPS): string[] {
  return deletionPlan(
    contentSteps.map((s) => s.name),
    OWN_STEPS.map((s) => s.name),
  );
}

export interface RunDeletionOptions {
  uid: string;
  db: Firestore;
  storage: () => FirebaseStorage;
  /** Deletes the Auth user (and then the stripped marker): the app's deleteAuthUser, or a test's. */
  deleteAuth: (uid: string) => Promise<void>;
  contentSteps?: readonly DeletionStep[];
  onProgress?: (p: DeletionProgress) => void;
}

async function readMarker(db: Firestore, uid: string): Promise<DeletionMarker | null> {
  const snap = await getDocFromServer(deletionMarkerDoc(db, uid));
  return snap.exists() ? toDeletionMarker(snap.data()) : null;
}

/**
 * Runs (or resumes) the deletion of `uid`. Throws the failing step's error with `progress` telling the
 * caller where it stopped; run it again to continue.
 */
export async function runDeletion(opts: RunDeletionOptions): Promise<void> {
  const { uid, db } = opts;
  const content = opts.contentSteps ?? CONTENT_STEPS;
  const steps = plannedSteps(content);
  let current = 0;
  const report = (failed = false) => opts.onProgress?.({ steps, current, failed });
  try {
    report();
    await startDeletion(uid, db);
    current = 1;
    report();
    const marker = await readMarker(db, uid);
    // No marker after step 1: every document is gone already (a retry after the Auth step began).
    if (marker && !marker.finished) {
      const ctx = { uid, username: marker.username };
      const deps = { db, storage: opts.storage, marker };
      const rest = [...content.map((s) => () => s.run(ctx)), ...OWN_STEPS.map((s) => () => s.run(ctx, deps))];
      for (const run of rest) {
        await run();
        current += 1;
        report();
      }
    }
    current = steps.length - 1;
    report();
    await opts.deleteAuth(uid);
    current = steps.length;
    report();
  } catch (err) {
    report(true);
    throw err;
  }
}
