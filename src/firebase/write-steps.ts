// A multi-document write as data (docs/decisions/0002, "Write shapes"): each api/ write builds its
// documents as named steps with a pure function, then applies them to its transaction or batch. The
// rules tests apply the very same steps, changing or leaving out one by its name to attack the rules,
// so a test cannot pass while the app writes something else.
import type { DocumentData, DocumentReference, SetOptions } from 'firebase/firestore';

/** One document of a write: created or replaced (`set`, merged with `merge`), updated, or deleted. */
export type WriteStep<Name extends string = string> =
  | { name: Name; ref: DocumentReference; set: DocumentData; merge?: true }
  | { name: Name; ref: DocumentReference; update: DocumentData }
  | { name: Name; ref: DocumentReference; delete: true };

/** What a Transaction and a WriteBatch both are, as far as applying steps goes. */
export interface StepWriter {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Applies the steps in their order. */
export function applyWriteSteps(writer: StepWriter, steps: readonly WriteStep[]): void {
  for (const step of steps) {
    if ('set' in step) writer.set(step.ref, step.set, step.merge ? { merge: true } : {});
    else if ('update' in step) writer.update(step.ref, step.update);
    else writer.delete(step.ref);
  }
}
