import type { DocumentReference } from 'firebase/firestore';
import { applyWriteSteps, type StepWriter, type WriteStep } from './write-steps';

const ref = (path: string) => ({ path }) as unknown as DocumentReference;

describe('applyWriteSteps', () => {
  it('sets, merges, updates and deletes in the given order', () => {
    const calls: unknown[][] = [];
    const writer: StepWriter = {
      set: (r, data, options) => calls.push(['set', r.path, data, options]),
      update: (r, data) => calls.push(['update', r.path, data]),
      delete: (r) => calls.push(['delete', r.path]),
    };
    const steps: WriteStep[] = [
      { name: 'follow', ref: ref('follows/a_b'), delete: true },
      { name: 'stats', ref: ref('users/o/private/stats'), set: { n: 1 }, merge: true },
      { name: 'bill', ref: ref('bills/a_1'), set: { total: 2 } },
      { name: 'user', ref: ref('users/a'), update: { gold: 2 } },
    ];
    applyWriteSteps(writer, steps);
    expect(calls).toEqual([
      ['delete', 'follows/a_b'],
      ['set', 'users/o/private/stats', { n: 1 }, { merge: true }],
      ['set', 'bills/a_1', { total: 2 }, {}],
      ['update', 'users/a', { gold: 2 }],
    ]);
  });
});
