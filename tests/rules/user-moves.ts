// Every kind of legal users/{uid} update, one entry each, for tests/rules/users-dispatch.test.ts (each
// passes; keys of two kinds mixed are refused) and tests/rules/users-budget.test.ts (each stays well inside
// the rules' 1,000-expression budget). docs/decisions/0020-rules-expression-budget.md.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type Firestore } from 'firebase/firestore';
import { removeFollow } from '../../src/features/account/api/deletion/steps/counted-removals';
import { joinGroup, leaveGroup, removeMember } from '../../src/features/groups/api/membership';
import {
  createGroup,
  editProfile,
  follow,
  restaurantKeyOf,
  restaurantProfileDoc,
  sampleBill,
  sampleGroup,
  saveBill,
  saveRestaurantProfile,
  seed,
  seedOwner,
  sendSilver,
  setOwnerMode,
  trattoria,
  unfollow,
  userDoc,
} from './helpers';
import { blockUser } from '../../src/social/api/blocks';
import { setLiked } from '../../src/social/api/likes';
import { GROUP, seedGroup } from './groups-helpers';
import { toCents } from '../../src/domain/bill-code';
import { seededBillCode } from './bill-code-helpers';

/** The code the verified bill move claims, issued in its arrange step. */
let verifiedCode = { codeId: '', secret: '' };
import { storageURL } from './storage-url';

export interface UserMove {
  name: string;
  /** The users document this kind of update writes (the one measured by users-budget.test.ts). */
  uid: string;
  /** Seeds the data before the move (rules off). */
  arrange: (env: RulesTestEnvironment) => Promise<void>;
  /** The legal write, as the app (or the helpers' copy of its write) makes it. */
  act: (as: (uid: string) => Firestore) => Promise<unknown>;
  /** Legal, but refused today: its rule needs more than the 1,000 expressions (decision 0020, "Open"). */
  overBudget?: string;
  /** Passes, but without the margin users-budget.test.ts asks for (decision 0020, "Open"). */
  overMargin?: string;
}

const ownerOn = { isRestaurantOwner: true, restaurantActivatedAt: Timestamp.now() };
const ownImages = Array.from({ length: 10 }, (_, i) => storageURL(`restaurant-images/olga/img${i}.jpg`));
const seedPair = (env: RulesTestEnvironment, a: object = {}, b: object = {}) =>
  seed(env, { 'users/alice': userDoc('alice', a), 'users/bob': userDoc('bob', b) });
const seedFollowing = (env: RulesTestEnvironment) =>
  seed(env, {
    'users/alice': userDoc('alice', { following: 1, lastFollowId: 'alice_bob' }),
    'users/bob': userDoc('bob', { followers: 1 }),
    'follows/alice_bob': { followerId: 'alice', targetUserId: 'bob', createdAt: Timestamp.now() },
  });

/** gone is deleting their account (decision 0032: the marker, no user document); one follow with alice. */
const seedDeleting = (env: RulesTestEnvironment, followId: string, alice: object) => {
  const [followerId, targetUserId] = followId.split('_');
  return seed(env, {
    'users/alice': userDoc('alice', alice),
    'users/gone/private/deletion': { username: 'gone', goldPoints: 0, joinedGroups: [] },
    [`follows/${followId}`]: { followerId, targetUserId, createdAt: Timestamp.now() },
  });
};

const seedBothWays = (env: RulesTestEnvironment) =>
  seed(env, {
    'users/alice': userDoc('alice', { following: 1, followers: 1 }),
    'users/bob': userDoc('bob', { following: 1, followers: 1 }),
    'follows/alice_bob': { followerId: 'alice', targetUserId: 'bob', createdAt: Timestamp.now() },
    'follows/bob_alice': { followerId: 'bob', targetUserId: 'alice', createdAt: Timestamp.now() },
  });

export const USER_MOVES: UserMove[] = [
  {
    name: 'profile edit (bio, links, own photo)',
    uid: 'alice',
    arrange: (env) => seedPair(env),
    act: (as) =>
      editProfile(as('alice'), 'alice', {
        bio: 'Pasta lover',
        socialLinks: { instagram: 'https://instagram.com/alice', twitter: '', youtube: '' },
        photoURL: storageURL('profile-photos/alice/profile_1.jpg'),
      }),
  },
  {
    name: 'owner mode on',
    uid: 'alice',
    arrange: (env) => seedPair(env),
    act: (as) => setOwnerMode(as('alice'), 'alice', true),
  },
  {
    name: 'owner mode off',
    uid: 'alice',
    arrange: (env) => seedPair(env, ownerOn),
    act: (as) => setOwnerMode(as('alice'), 'alice', false),
  },
  {
    name: 'touch (owner mode off while off: only updatedAt changes)',
    uid: 'alice',
    arrange: (env) => seedPair(env),
    act: (as) => setOwnerMode(as('alice'), 'alice', false),
  },
  {
    name: 'restaurant profile, first save (claim, statistics)',
    uid: 'olga',
    arrange: (env) => seed(env, { 'users/olga': userDoc('olga', ownerOn) }),
    act: (as) => saveRestaurantProfile(as('olga'), 'olga', trattoria),
  },
  {
    name: 'restaurant profile with 10 images, saved (name kept)',
    uid: 'olga',
    arrange: (env) => seedOwner(env, 'olga'),
    act: (as) => saveRestaurantProfile(as('olga'), 'olga', trattoria, { profile: { images: ownImages } }),
  },
  {
    name: 'restaurant profile, first save with 10 images',
    uid: 'olga',
    overMargin: 'about 735: the claim key (about 265) on top of the details and the 10 images (one match)',
    arrange: (env) => seed(env, { 'users/olga': userDoc('olga', ownerOn) }),
    act: (as) => saveRestaurantProfile(as('olga'), 'olga', trattoria, { profile: { images: ownImages } }),
  },
  {
    name: 'restaurant profile, renamed (the claim moves)',
    uid: 'olga',
    arrange: (env) => seedOwner(env, 'olga'),
    act: (as) => saveRestaurantProfile(as('olga'), 'olga', { ...trattoria, name: 'Trattoria Nuova' }),
  },
  {
    name: 'restaurant profile with 10 images, renamed',
    uid: 'olga',
    overMargin: 'about 759: as the first save, the claim key computed again',
    arrange: (env) =>
      seedOwner(
        env,
        'olga',
        trattoria,
        {},
        {
          restaurantProfile: {
            ...restaurantProfileDoc(trattoria),
            restaurantKey: restaurantKeyOf(trattoria.name, trattoria.address),
            images: ownImages,
          },
        },
      ),
    act: (as) =>
      saveRestaurantProfile(
        as('olga'),
        'olga',
        { ...trattoria, name: 'Trattoria Nuova' },
        { profile: { images: ownImages } },
      ),
  },
  {
    name: 'bill (points, period counters)',
    uid: 'alice',
    arrange: (env) => seedPair(env),
    act: (as) => saveBill(as('alice'), 'alice', sampleBill, { ownerIds: [] }),
  },
  {
    // Decision 0046: a verified bill also moves verifiedGold and verifiedPeriodPoints, the costliest bill.
    name: 'verified bill (points, period and verified counters)',
    uid: 'alice',
    arrange: async (env) => {
      await seedPair(env, { verifiedGold: 10 });
      await seedOwner(env, 'olga');
      verifiedCode = await seededBillCode(env, 'olga', toCents(sampleBill.totalAmount));
    },
    act: (as) => saveBill(as('alice'), 'alice', sampleBill, { ownerIds: ['olga'], code: verifiedCode }),
  },
  {
    name: 'silver transfer, sender',
    uid: 'alice',
    arrange: (env) => seedPair(env, { silverPoints: 100 }),
    act: (as) => sendSilver(as('alice'), 'alice', 'bob', 10),
  },
  {
    name: 'silver transfer, receiver (written by the sender)',
    uid: 'bob',
    arrange: (env) => seedPair(env, { silverPoints: 100 }),
    act: (as) => sendSilver(as('alice'), 'alice', 'bob', 10),
  },
  {
    name: 'follow, follower',
    uid: 'alice',
    arrange: (env) => seedPair(env),
    act: (as) => follow(as('alice'), 'alice', 'bob'),
  },
  {
    name: 'follow, target (written by the follower)',
    uid: 'bob',
    arrange: (env) => seedPair(env),
    act: (as) => follow(as('alice'), 'alice', 'bob'),
  },
  {
    name: 'unfollow, follower',
    uid: 'alice',
    arrange: seedFollowing,
    act: (as) => unfollow(as('alice'), 'alice', 'bob'),
  },
  {
    name: 'unfollow, target (written by the follower)',
    uid: 'bob',
    arrange: seedFollowing,
    act: (as) => unfollow(as('alice'), 'alice', 'bob'),
  },
  {
    name: 'elite group fee (creator)',
    uid: 'alice',
    arrange: (env) => seedPair(env, { goldPoints: 400 }),
    act: (as) => createGroup(as('alice'), 'alice', sampleGroup),
  },
  {
    name: 'group join (accepting an invite)',
    uid: 'carol',
    arrange: (env) => seedGroup(env),
    act: (as) => joinGroup(GROUP, 'carol', as('carol')),
  },
  {
    name: 'group leave',
    uid: 'bob',
    arrange: (env) => seedGroup(env),
    act: (as) => leaveGroup(GROUP, 'bob', as('bob')),
  },
  {
    name: 'group removal (written by the creator)',
    uid: 'bob',
    arrange: (env) => seedGroup(env),
    act: (as) => removeMember(GROUP, 'alice', 'bob', as('alice')),
  },
  {
    name: 'card like, the liked user (written by the liker; decision 0027)',
    uid: 'bob',
    arrange: (env) => seedPair(env, {}, { likeCount: 4 }),
    act: (as) => setLiked('alice', { kind: 'user', id: 'bob' }, true, as('alice')),
  },
  {
    name: 'card unlike, the liked user (written by the liker)',
    uid: 'bob',
    arrange: (env) =>
      seed(env, {
        'users/alice': userDoc('alice'),
        'users/bob': userDoc('bob', { likeCount: 1 }),
        'likes/alice_bob': { userId: 'alice', billId: 'bob', targetType: 'user', createdAt: Timestamp.now() },
      }),
    act: (as) => setLiked('alice', { kind: 'user', id: 'bob' }, false, as('alice')),
  },
  {
    name: 'card like, one’s own card',
    uid: 'alice',
    arrange: (env) => seedPair(env),
    act: (as) => setLiked('alice', { kind: 'user', id: 'alice' }, true, as('alice')),
  },
  {
    name: 'follow of a deleting user removed, the follower (written by the deleting user; decision 0032)',
    uid: 'alice',
    arrange: (env) => seedDeleting(env, 'alice_gone', { following: 1, lastFollowId: 'alice_gone' }),
    act: (as) => removeFollow(as('gone'), 'alice_gone', 'alice', 'following'),
  },
  {
    name: 'follow by a deleting user removed, the target (written by the deleting user)',
    uid: 'alice',
    arrange: (env) => seedDeleting(env, 'gone_alice', { followers: 1 }),
    act: (as) => removeFollow(as('gone'), 'gone_alice', 'alice', 'followers'),
  },
  {
    name: 'block, the blocker (follows both ways cut; decision 0030)',
    uid: 'alice',
    arrange: seedBothWays,
    act: (as) => blockUser('alice', 'bob', as('alice')),
  },
  {
    name: 'block, the blocked user (written by the blocker)',
    uid: 'bob',
    arrange: seedBothWays,
    act: (as) => blockUser('alice', 'bob', as('alice')),
  },
];
