import { describe, expect, it } from 'vitest';
import { toDeletionMarker } from '../../api/deletion/steps/deletion-marker';
import { groupExitOf, toGroupState, type GroupState } from './group-exit';

const group = (over: Partial<GroupState>): GroupState => ({
  creatorId: 'ann',
  members: ['ann'],
  pendingInvites: [],
  totalPoints: 1000,
  ...over,
});

describe('groupExitOf', () => {
  it('a member leaves: out of members, totalPoints down by their gold, lastMemberId cleared', () => {
    expect(groupExitOf(group({ members: ['ann', 'me', 'bob'] }), 'me', 300)).toEqual({
      kind: 'update',
      update: { members: ['ann', 'bob'], totalUsers: 2, totalPoints: 700, lastMemberId: '' },
    });
  });

  it('never takes totalPoints below 0 (gold earned after joining was never added)', () => {
    const exit = groupExitOf(group({ members: ['ann', 'me'], totalPoints: 100 }), 'me', 300);
    expect(exit).toMatchObject({ update: { totalPoints: 0 } });
  });

  it('the creator hands the group to the oldest other member, who comes first', () => {
    const exit = groupExitOf(group({ creatorId: 'me', members: ['me', 'bob', 'ann'] }), 'me', 300);
    expect(exit).toEqual({
      kind: 'update',
      update: {
        creatorId: 'bob',
        members: ['bob', 'ann'],
        totalUsers: 2,
        totalPoints: 700,
        lastMemberId: '',
      },
    });
  });

  it('the creator alone deletes it with its chat', () => {
    expect(groupExitOf(group({ creatorId: 'me', members: ['me'] }), 'me', 300)).toEqual({
      kind: 'deleteWithChat',
    });
  });

  it('an invitee declines; a lastMemberId naming the user is cleared; anything else is left', () => {
    expect(groupExitOf(group({ pendingInvites: ['me', 'bob'], lastMemberId: 'me' }), 'me', 0)).toEqual({
      kind: 'update',
      update: { pendingInvites: ['bob'], lastMemberId: '' },
    });
    expect(groupExitOf(group({ lastMemberId: 'me' }), 'me', 0)).toEqual({
      kind: 'update',
      update: { lastMemberId: '' },
    });
    expect(groupExitOf(group({ lastMemberId: 'bob' }), 'me', 0)).toEqual({ kind: 'none' });
  });
});

describe('reading stored documents', () => {
  it('a group: lists of strings only, missing numbers 0', () => {
    expect(toGroupState({ creatorId: 'ann', members: ['ann', 3], totalPoints: 'x' })).toEqual({
      creatorId: 'ann',
      members: ['ann'],
      pendingInvites: [],
      totalPoints: 0,
      lastMemberId: undefined,
    });
  });

  it('the marker: gold a whole number >= 0, groups strings, username text', () => {
    expect(toDeletionMarker({ goldPoints: 250, joinedGroups: ['g1', null], username: 'Ann' })).toEqual({
      goldPoints: 250,
      joinedGroups: ['g1'],
      username: 'Ann',
    });
    expect(toDeletionMarker({ goldPoints: -3 })).toEqual({ goldPoints: 0, joinedGroups: [], username: '' });
  });
});
