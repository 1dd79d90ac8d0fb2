// Elite Groups and Elite Cities (spec sections 2, 3, 4, 5, 8, 9): the texts word for word, the group
// type and the pure rules (form checks, membership, points maths); the samples are in sample-data.ts.
import { toDate } from '@/domain/user-record';

export const MSG = {
  needGold: 'You need at least 100 Gold Points to create an Elite Group',
  photoRequired: 'Please upload a group photo',
  uploadPhotoFailed: 'Failed to upload group photo',
  createFailed: 'Failed to create elite group',
  notFound: 'Group not found',
  fetchGroup: 'Failed to fetch group data',
  groupListener: 'Failed to set up group listener',
  fetchGroups: 'Failed to fetch elite groups',
  messagesListener: 'Failed to set up messages listener',
  loadMembers: 'Failed to load group members',
  chatMembersOnly: 'You must be a member to participate in the chat.',
  eventsMembersOnly: 'You must be a member to view events.',
  sendFailed: 'Failed to send message',
  /** Not in the spec (offline, docs/decisions/0011). */
  sending: 'Sending...',
  imageOffline: 'Images can be sent when you are back online',
  uploadImageFailed: 'Failed to upload image',
  creatorCannotLeave: 'Group creator cannot leave the group',
  leaveFailed: 'Failed to leave group',
  searchFailed: 'Failed to search users',
  invitesFailed: 'Failed to send invites. Please try again.',
  inviteFailed: 'Failed to send invite',
  noUsers: 'No users found',
  unknownUser: 'Unknown User',
  // Spec section 5 (profile photo validator), reused for group images.
  imageType: 'Please upload a JPG, PNG, or WebP image',
  imageSize: 'Image must be less than 5MB',
  imageEmpty: 'File appears to be empty',
  // Not in the spec: clear texts of our own.
  nameRequired: 'Please enter a group name',
  cityRequired: 'Please enter a city',
  regionRequired: 'Please enter a region or district',
  descriptionRequired: 'Please enter a description',
  selectOne: 'Select at least one user to invite',
  notInvited: 'Elite Groups are invite-only: ask the group creator for an invite.',
  joinFailed: 'Failed to join group',
  declineFailed: 'Failed to decline the invite',
  removeFailed: 'Failed to remove member',
  saveFailed: 'Failed to save group settings',
  notCreator: 'Only the group creator can change its settings',
} as const;

export const GROUP_FEE = 100;
export const ELITE_GROUPS_SHOWN = 3;
export const INVITE_SEARCH_LIMIT = 10;
export const INVITE_DEBOUNCE_MS = 300;
/** The rules accept at most 10 new invites per write (each with its notification). */
export const MAX_INVITES_PER_SEND = 10;
export const MAX_IMAGE_BYTES = 5242880;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 1000;
export const MAX_MESSAGE = 2000;

export type GroupTab = 'chat' | 'members' | 'events';
export const GROUP_TABS: { value: GroupTab; label: string }[] = [
  { value: 'chat', label: 'Chat' },
  { value: 'members', label: 'Members' },
  { value: 'events', label: 'Events' },
];

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

/** The notification text of an invite (the rules require exactly this). */
export function inviteContent(groupName: string): string {
  return `invited you to join ${groupName}`;
}

export const inviteNotificationId = (groupId: string, uid: string) => `group_invite_${groupId}_${uid}`;

// ------------------------------------------------------------------ forms

export interface GroupForm {
  name: string;
  city: string;
  region: string;
  description: string;
}

export const EMPTY_FORM: GroupForm = { name: '', city: '', region: '', description: '' };

export function trimForm(f: GroupForm): GroupForm {
  return {
    name: f.name.trim(),
    city: f.city.trim(),
    region: f.region.trim(),
    description: f.description.trim(),
  };
}

/** The text fields' first problem, or null. */
export function fieldsError(f: GroupForm): string | null {
  const t = trimForm(f);
  if (!t.name) return MSG.nameRequired;
  if (!t.city) return MSG.cityRequired;
  if (!t.region) return MSG.regionRequired;
  if (!t.description) return MSG.descriptionRequired;
  return null;
}

/** An image's problem (type, size, empty), or null. */
export function imageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size === 0) return MSG.imageEmpty;
  if (file.size > MAX_IMAGE_BYTES) return MSG.imageSize;
  return null;
}

/**
 * The create form's first problem, in the order the user meets them: the gold (before anything is
 * uploaded), the photo, then the fields.
 */
export function createError(
  f: GroupForm,
  photo: Pick<File, 'type' | 'size'> | null,
  gold: number,
): string | null {
  if (gold < GROUP_FEE) return MSG.needGold;
  if (!photo) return MSG.photoRequired;
  return imageError(photo) ?? fieldsError(f);
}

/** The original file's extension (lower case), 'jpg' when it has none. */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  return m ? m[1].toLowerCase() : 'jpg';
}
