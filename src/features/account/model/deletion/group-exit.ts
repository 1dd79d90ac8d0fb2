// What the groups step does to one group (pure, decision 0032): a member leaves it; its creator hands it
// to the oldest other member (the first after them in members, where a creator stands) or, alone,
// deletes it with its chat; an invitee's pending invite and a lastMemberId naming the user are taken
// out. totalPoints falls by the user's gold, as a leave's does (never below 0), and lastMemberId
// becomes '' so that no group keeps the uid.

export interface GroupState {
  creatorId: string;
  members: string[];
  pendingInvites: string[];
  totalPoints: number;
  lastMemberId?: string;
}

export type GroupExit =
  { kind: 'none' } | { kind: 'deleteWithChat' } | { kind: 'update'; update: Record<string, unknown> };

export function groupExitOf(group: GroupState, uid: string, gold: number): GroupExit {
  const others = group.members.filter((m) => m !== uid);
  const memberLeaves = {
    members: others,
    totalUsers: others.length,
    totalPoints: Math.max(0, group.totalPoints - gold),
    lastMemberId: '',
  };
  if (group.members.includes(uid)) {
    if (group.creatorId !== uid) return { kind: 'update', update: memberLeaves };
    if (others.length === 0) return { kind: 'deleteWithChat' };
    return { kind: 'update', update: { ...memberLeaves, creatorId: others[0] } };
  }
  if (group.pendingInvites.includes(uid)) {
    return {
      kind: 'update',
      update: { pendingInvites: group.pendingInvites.filter((i) => i !== uid), lastMemberId: '' },
    };
  }
  if (group.lastMemberId === uid) return { kind: 'update', update: { lastMemberId: '' } };
  return { kind: 'none' };
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

export function toGroupState(d: Record<string, unknown>): GroupState {
  return {
    creatorId: typeof d.creatorId === 'string' ? d.creatorId : '',
    members: strings(d.members),
    pendingInvites: strings(d.pendingInvites),
    totalPoints: typeof d.totalPoints === 'number' ? d.totalPoints : 0,
    lastMemberId: typeof d.lastMemberId === 'string' ? d.lastMemberId : undefined,
  };
}
