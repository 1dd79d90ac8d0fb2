// Fixtures for the elite-group rules tests (decision 0007): a seeded group and raw writes for the attacks.
// The legal moves are the app's own api functions (src/features/groups/api), called with the test db.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { seed, userDoc } from './helpers';

export const GROUP = 'g1';

export function groupDoc(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Golden Romans',
    region: 'Trastevere',
    city: 'Rome',
    description: 'Big spenders of Rome',
    image: 'https://storage.example/group-photos/g1/a.jpg',
    creatorId: 'alice',
    members: ['alice'],
    pendingInvites: [],
    totalUsers: 1,
    totalPoints: 500,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...overrides,
  };
}

/**
 * alice (creator, 400 gold), bob (member, 300 gold), carol (invited, 200 gold), dave (outsider, 50 gold);
 * the group's totalPoints 1000 (alice's 700 at creation + bob's 300).
 */
export async function seedGroup(env: RulesTestEnvironment, group: DocumentData = {}) {
  await seed(env, {
    'users/alice': userDoc('alice', { goldPoints: 400, joinedGroups: [GROUP] }),
    'users/bob': userDoc('bob', { goldPoints: 300, joinedGroups: [GROUP] }),
    'users/carol': userDoc('carol', { goldPoints: 200 }),
    'users/dave': userDoc('dave', { goldPoints: 50 }),
    [`eliteGroups/${GROUP}`]: groupDoc({
      members: ['alice', 'bob'],
      pendingInvites: ['carol'],
      totalUsers: 2,
      totalPoints: 1000,
      ...group,
    }),
  });
}
