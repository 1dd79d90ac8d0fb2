import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import type { DeletionContext } from '../../../model/deletion/deletion-step';
import type { DeletionMarker } from '../../../model/deletion/marker';

/** What the account's own steps work on (the app's instances, or a test's). */
interface OwnStepDeps {
  db: Firestore;
  storage: () => FirebaseStorage;
  marker: DeletionMarker;
}

/** Documents read and written per round: each step loops until a round finds nothing left. */
export const PAGE = 100;

/** One of the account's own steps: like a DeletionStep, with the instances and the marker passed in. */
export interface OwnStep {
  name: string;
  run(ctx: DeletionContext, deps: OwnStepDeps): Promise<void>;
}
