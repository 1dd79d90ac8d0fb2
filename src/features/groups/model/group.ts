// An Elite Group and its chat messages as the screens see them (spec sections 3 and 4; decision 0007),
// who someone is in a group, its tabs, and the feature's numbers (spec section 9: the fee, how many
// groups and invite results are shown; the rules' limits on invites and messages).
import { toDate } from '@/domain/user-record';

export const GROUP_FEE = 100;
export const ELITE_GROUPS_SHOWN = 3;
export const INVITE_SEARCH_LIMIT = 10;
export const INVITE_DEBOUNCE_MS = 300;
/** The rules accept at most 10 new invites per write; the invite dialog selects at most that many. */
export const MAX_INVITES_PER_SEND = 10;
/**
 * One transaction carries at most this many (decisions 0029, 0030): each invitee's notification, badge step,
 * preferences and block check cost up to 4 of the 20 document accesses a write may make (4 x 4 + 2).
 */
export const INVITES_PER_WRITE = 4;
export const MAX_MESSAGE = 2000;

/** The group page's tabs in order; each is named by groups:page.tabs.<tab>. */
export const GROUP_TABS = ['chat', 'members', 'events'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

export interface EliteGroup {
  id: string;
  name: string;
  region: string;
  city: string;
  description: string;
  image: string;
  creatorId: string;
  totalUsers: number;
  totalPoints: number;
  members: string[];
  pendingInvites: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface GroupMessage {
  id: string;
  groupId: string;
  userId: string;
  content: string;
  image: string;
  createdAt: Date | null;
  /** Sent from this device and not yet on the server (offline): shown as sending. */
  pending?: boolean;
}

type Data = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function toGroup(id: string, d: Data): EliteGroup {
  return {
    id,
    name: text(d.name),
    region: text(d.region),
    city: text(d.city),
    description: text(d.description),
    image: text(d.image),
    creatorId: text(d.creatorId),
    totalUsers: num(d.totalUsers),
    totalPoints: num(d.totalPoints),
    members: ids(d.members),
    pendingInvites: ids(d.pendingInvites),
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
  };
}

export function toGroupMessage(id: string, d: Data, meta?: { pending: boolean }): GroupMessage {
  return {
    id,
    groupId: text(d.groupId),
    userId: text(d.userId),
    content: text(d.content),
    image: text(d.image),
    createdAt: toDate(d.createdAt),
    pending: meta?.pending === true,
  };
}

export type Role = 'creator' | 'member' | 'invited' | 'visitor';

export function roleIn(group: EliteGroup, uid: string | null): Role {
  if (!uid) return 'visitor';
  if (group.creatorId === uid) return 'creator';
  if (group.members.includes(uid)) return 'member';
  if (group.pendingInvites.includes(uid)) return 'invited';
  return 'visitor';
}

export const isMemberRole = (role: Role) => role === 'creator' || role === 'member';

/** totalPoints after someone with `gold` leaves or is removed: down by their gold, never below 0. */
export function pointsAfterLeave(totalPoints: number, gold: number): number {
  return Math.max(0, totalPoints - gold);
}

/**
 * The notification text of an invite (the rules require exactly this): stored data, always English. The
 * notifications screen says it to its reader in their own language from the type and the group.
 */
export function inviteContent(groupName: string): string {
  return `invited you to join ${groupName}`;
}

export const inviteNotificationId = (groupId: string, uid: string) => `group_invite_${groupId}_${uid}`;
