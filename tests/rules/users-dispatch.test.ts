// users/{uid} updates are dispatched by the keys they change to one move's rule (firestore.rules userMove,
// docs/decisions/0020-rules-expression-budget.md): every kind of legal update still passes, and a
// write that mixes two kinds' keys is refused by the rule it is dispatched to.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  arrayRemove,
  arrayUnion,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import {
  createGroup,
  dbAnon,
  dbAs,
  editProfile,
  follow,
  peek,
  sampleBill,
  sampleGroup,
  saveBill,
  saveRestaurantProfile,
  seed,
  seedOwner,
  sendSilver,
  setOwnerMode,
  trattoria,
  userDoc,
  useRulesEnv,
} from './helpers';
import { GROUP, seedGroup } from './groups-helpers';
import { USER_MOVES } from './user-moves';

const getEnv = useRulesEnv('demo-rules-users-dispatch');
const as = (uid: string) => dbAs(getEnv(), uid);
const now = serverTimestamp;
const edit = { bio: 'Pasta lover', socialLinks: { instagram: '', twitter: '', youtube: '' } };

describe('every kind of legal users update passes', () => {
  for (const move of USER_MOVES) {
    if (move.overBudget) {
      // Legal, but refused today: over the 1,000-expression budget (decision 0020, "Open"). When it is
      // fixed this turns red, and its overBudget note in user-moves.ts goes.
      test.fails(`KNOWN, refused (${move.overBudget}): ${move.name}`, async () => {
        await move.arrange(getEnv());
        await assertSucceeds(move.act(as));
      });
      continue;
    }
    test(move.name, async () => {
      await move.arrange(getEnv());
      await assertSucceeds(move.act(as));
    });
  }
});

describe('touch: a write by self that changes nothing but updatedAt', () => {
  test('allowed when updatedAt is the write time (owner mode off while off)', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice') });
    await assertSucceeds(setOwnerMode(as('alice'), 'alice', false));
    await assertSucceeds(updateDoc(doc(as('alice'), 'users/alice'), { updatedAt: now() }));
  });

  test('denied: updatedAt from the client clock, by another user, or signed out', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice'), 'users/bob': userDoc('bob') });
    await assertFails(updateDoc(doc(as('alice'), 'users/alice'), { updatedAt: Timestamp.now() }));
    await assertFails(updateDoc(doc(as('bob'), 'users/alice'), { updatedAt: now() }));
    await assertFails(updateDoc(doc(dbAnon(getEnv()), 'users/alice'), { updatedAt: now() }));
  });

  test('denied: a key no move owns (username, createdAt), alone or with updatedAt', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice') });
    const ref = doc(as('alice'), 'users/alice');
    await assertFails(updateDoc(ref, { username: 'queen', usernameLower: 'queen', updatedAt: now() }));
    await assertFails(updateDoc(ref, { createdAt: now() }));
    await assertFails(updateDoc(ref, { uid: 'bob' }));
  });
});

describe("denied: a write that mixes two kinds' keys", () => {
  test('a profile edit that also takes gold (goes to the group fee, which wants a new group)', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice', { goldPoints: 400 }) });
    await assertFails(editProfile(as('alice'), 'alice', edit, { goldPoints: increment(100) }));
    await assertFails(editProfile(as('alice'), 'alice', edit, { goldPoints: increment(-100) }));
  });

  test('a profile edit with owner mode on, or with a restaurant profile', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice') });
    await assertFails(
      editProfile(as('alice'), 'alice', edit, { isRestaurantOwner: true, restaurantActivatedAt: now() }),
    );
    await seedOwner(getEnv(), 'olga');
    await assertFails(
      saveRestaurantProfile(as('olga'), 'olga', trattoria, { user: { bio: 'Best pizza in Rome' } }),
    );
  });

  test('a bill that also edits the profile or moves following', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice') });
    await assertFails(
      saveBill(as('alice'), 'alice', sampleBill, { ownerIds: [], tamper: { user: { bio: 'x' } } }),
    );
    await assertFails(
      saveBill(as('alice'), 'alice', sampleBill, {
        ownerIds: [],
        tamper: { user: { following: increment(1) } },
      }),
    );
  });

  test('a transfer sent that also follows, or a received one that also counts a follower', async () => {
    await seed(getEnv(), {
      'users/alice': userDoc('alice', { silverPoints: 100 }),
      'users/bob': userDoc('bob'),
    });
    await assertFails(sendSilver(as('alice'), 'alice', 'bob', 10, { sender: { following: increment(1) } }));
    await assertFails(sendSilver(as('alice'), 'alice', 'bob', 10, { receiver: { followers: increment(1) } }));
    expect(await peek(getEnv(), 'users/bob')).toMatchObject({ silverPoints: 0, followers: 0 });
  });

  test("a follow that also takes silver, or gives the target the follower's silver", async () => {
    await seed(getEnv(), {
      'users/alice': userDoc('alice', { silverPoints: 50 }),
      'users/bob': userDoc('bob'),
    });
    await assertFails(follow(as('alice'), 'alice', 'bob', { follower: { silverPoints: increment(10) } }));
    await assertFails(follow(as('alice'), 'alice', 'bob', { target: { silverPoints: increment(10) } }));
  });

  test('a group fee that also edits the profile', async () => {
    await seed(getEnv(), { 'users/alice': userDoc('alice', { goldPoints: 400 }) });
    await assertFails(createGroup(as('alice'), 'alice', sampleGroup, { user: { bio: 'Group founder' } }));
  });

  const carolJoin = (user: DocumentData) => {
    const db = as('carol');
    const batch = writeBatch(db);
    batch.update(doc(db, 'eliteGroups', GROUP), {
      members: arrayUnion('carol'),
      pendingInvites: arrayRemove('carol'),
      totalUsers: increment(1),
      totalPoints: 1200,
      lastMemberId: 'carol',
      updatedAt: now(),
    });
    batch.update(doc(db, 'users', 'carol'), {
      joinedGroups: arrayUnion(GROUP),
      lastGroupId: GROUP,
      updatedAt: now(),
      ...user,
    });
    return batch.commit();
  };

  test('a join that also switches owner mode on or edits the bio (the plain join passes)', async () => {
    await seedGroup(getEnv());
    await assertFails(carolJoin({ isRestaurantOwner: true, restaurantActivatedAt: now() }));
    await assertFails(carolJoin({ bio: 'Member now' }));
    await assertSucceeds(carolJoin({}));
  });

  test("a removal by the creator that also takes the member's silver or gold", async () => {
    await seedGroup(getEnv());
    const remove = (user: DocumentData) => {
      const db = as('alice');
      const batch = writeBatch(db);
      batch.update(doc(db, 'eliteGroups', GROUP), {
        members: arrayRemove('bob'),
        totalUsers: increment(-1),
        totalPoints: 700,
        lastMemberId: 'bob',
        updatedAt: now(),
      });
      batch.update(doc(db, 'users', 'bob'), {
        joinedGroups: arrayRemove(GROUP),
        lastGroupId: GROUP,
        ...user,
      });
      return batch.commit();
    };
    await assertFails(remove({ silverPoints: increment(-10) }));
    await assertFails(remove({ goldPoints: increment(-10) }));
    await assertFails(remove({ followers: increment(1) }));
    await assertSucceeds(remove({}));
  });
});
