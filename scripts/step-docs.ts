// The documents of an app write, for seeding (decision 0036): a builder's steps (src/firebase/
// write-steps.ts) as [path, data] pairs, its serverTimestamp() stamped with a chosen instant so a demo
// world can lie in the past. Only `set` steps whose sentinels are all serverTimestamp() qualify: an
// update or an increment depends on what is stored, which a seed computes itself.
import {
  FieldValue,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
} from 'firebase/firestore';
import type { WriteStep } from '../src/firebase/write-steps';

export type SeedDoc = [path: string, data: DocumentData];

const NOW = serverTimestamp();

function stamp(value: unknown, at: Date, where: string): unknown {
  if (value instanceof FieldValue) {
    if (value.isEqual(NOW)) return at;
    throw new Error(`${where}: a seed cannot write this sentinel; compute the value instead`);
  }
  // A builder's own instant (an offer's validity): the REST writer takes Dates.
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map((v) => stamp(v, at, where));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stamp(v, at, `${where}.${k}`)]));
  }
  return value;
}

/** A builder's document (newPost, newNotification, ...), its serverTimestamp() replaced by `at`. */
export function stamped(data: DocumentData, at: Date, where = 'document'): DocumentData {
  return stamp(data, at, where) as DocumentData;
}

function stampedStep(step: WriteStep, at: Date): DocumentData {
  if (!('set' in step)) throw new Error(`step ${step.name}: only a created document can be seeded`);
  return stamped(step.set, at, step.ref.path);
}

/**
 * A user as a builder reads it in its transaction (transferWriteSteps' sender and receiver), with no
 * period counters: a seed sums those itself.
 */
export function blankUserSnapshot(uid: string): DocumentSnapshot {
  return {
    id: uid,
    exists: () => true,
    data: () => undefined,
    get: () => undefined,
  } as unknown as DocumentSnapshot;
}

/** The steps named `names` (all when none), as seed documents written at `at`. */
export function stepDocs<N extends string>(steps: WriteStep<N>[], at: Date, ...names: N[]): SeedDoc[] {
  return steps
    .filter((s) => names.length === 0 || names.includes(s.name))
    .map((s) => [s.ref.path, stampedStep(s, at)]);
}
