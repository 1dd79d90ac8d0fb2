// Notifications screen (spec sections 2, 4 and 8): texts word for word, the item type, and where each
// type links to (like and comment: the post; points and follow: the actor's profile; group_invite: the group).
import type { NotificationType } from '@/social/api/notification-docs';
import { groupPath, postPath, profilePath } from '@/domain/paths';

export const MSG = {
  title: 'Notifications',
  markAll: 'Mark all as read',
  empty: 'No notifications yet',
  loadFailed: 'Failed to load notifications',
  unknownUser: 'Unknown User',
  markFailed: 'Failed to mark notifications as read. Please try again.',
  /** Ours (the spec has none): the batch is queued in the offline cache, not failed. */
  markQueued: 'You are offline: your notifications are marked read when the connection returns',
} as const;

export interface NotificationItem {
  id: string;
  type: NotificationType;
  actorId: string;
  actorUsername: string;
  actorPhotoURL: string;
  targetId: string;
  content: string;
  read: boolean;
  createdAt: Date | null;
}

const TYPES: readonly NotificationType[] = ['like', 'comment', 'points', 'follow', 'group_invite'];

export function isNotificationType(v: unknown): v is NotificationType {
  return typeof v === 'string' && (TYPES as readonly string[]).includes(v);
}

/** The link of an item, or null when it has nowhere to go (a profile link without an actor name). */
export function notificationLink(
  n: Pick<NotificationItem, 'type' | 'targetId' | 'actorUsername'>,
): string | null {
  switch (n.type) {
    case 'like':
    case 'comment':
      return n.targetId ? postPath(n.targetId) : null;
    case 'points':
    case 'follow':
      return n.actorUsername ? profilePath(n.actorUsername) : null;
    case 'group_invite':
      return n.targetId ? groupPath(n.targetId) : null;
  }
}

/** The name to show: the joined-in username, or 'Unknown User' when missing. */
export function actorName(n: Pick<NotificationItem, 'actorUsername'>): string {
  return n.actorUsername.trim() || MSG.unknownUser;
}

export const unreadIds = (items: readonly NotificationItem[]) =>
  items.filter((n) => !n.read).map((n) => n.id);
