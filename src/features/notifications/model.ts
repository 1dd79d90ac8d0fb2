// Notifications screen (spec sections 2, 4 and 8): texts word for word, the item type, and where each
// type links to (like and comment: the post; points and follow: the actor's profile; group_invite: the group;
// offer: the diner's perk, issue 33).
import { t } from 'i18next';
import type { NotificationType } from '@/social/api/notification-docs';
import { formatPoints } from '@/i18n/format';
import { groupPath, perkPath, postPath, profilePath } from '@/domain/paths';

export interface NotificationItem {
  id: string;
  type: NotificationType;
  actorId: string;
  actorUsername: string;
  actorPhotoURL: string;
  /** An offer's sender: its restaurant's name (the owner's own account is not shown, decision 0044). */
  restaurantName: string;
  targetId: string;
  content: string;
  read: boolean;
  createdAt: Date | null;
}

const TYPES: readonly NotificationType[] = [
  'like',
  'comment',
  'points',
  'follow',
  'group_invite',
  'offer',
  'group_event',
];

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
    case 'group_event':
      return n.targetId ? groupPath(n.targetId) : null;
    case 'offer':
      return n.targetId ? perkPath(n.targetId) : null;
  }
}

/** The name to show: the restaurant of an offer, else the joined-in username, or 'Unknown User' when missing. */
export function actorName(n: Pick<NotificationItem, 'actorUsername' | 'restaurantName'>): string {
  return n.restaurantName.trim() || n.actorUsername.trim() || t('notifications:unknownUser');
}

export const unreadIds = (items: readonly NotificationItem[]) =>
  items.filter((n) => !n.read).map((n) => n.id);

// What the actor's app stores as a notification's content: an English sentence that firestore.rules
// checks word for word (src/social/api/notification-docs.ts NOTIFICATION_TEXT, the groups feature's
// inviteContent). These are stored values to recognise, not texts to show: each reader sees the item in
// their own language, made from its type and the value it carries.
const STORED = {
  likedPost: 'liked your post',
  likedBill: 'liked your bill',
  /** 'sent you 25 silver points' (the amount as the rules write it: digits only). */
  points: /^sent you (\d+) silver points$/,
  /** 'invited you to join ' + the group's name (any text, spaces included). */
  groupInvite: 'invited you to join ',
  /** A group's event (decision 0051): 'created the event ' + its title, or changed, or cancelled. */
  groupEvent: /^(created|changed|cancelled) the event (.+)$/s,
} as const;

/** The amount of a points notification, or null when its content is not the stored sentence. */
function sentAmount(content: string): number | null {
  const match = STORED.points.exec(content.trim());
  const amount = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** The group named by an invitation, or null when its content is not the stored sentence. */
function invitedGroup(content: string): string | null {
  if (!content.startsWith(STORED.groupInvite)) return null;
  const name = content.slice(STORED.groupInvite.length);
  return name.trim() ? name : null;
}

/**
 * What an item says after the actor's name, in the reader's language: made from its type and the value it
 * carries (the comment's text, the amount, the group's name). A content this app does not recognise (a
 * sentence of another version) is shown as it was stored.
 */
export function notificationText(n: Pick<NotificationItem, 'type' | 'content'>): string {
  switch (n.type) {
    case 'like':
      if (n.content === STORED.likedPost) return t('notifications:items.likedPost');
      if (n.content === STORED.likedBill) return t('notifications:items.likedBill');
      return n.content;
    case 'comment':
      return t('notifications:items.commented', { text: n.content });
    case 'follow':
      return t('notifications:items.followed');
    case 'points': {
      const amount = sentAmount(n.content);
      return amount === null
        ? n.content
        : t('notifications:items.points', { count: amount, n: formatPoints(amount) });
    }
    case 'group_invite': {
      const group = invitedGroup(n.content);
      return group === null ? n.content : t('notifications:items.groupInvite', { group });
    }
    case 'offer':
      // The stored content is the offer's title (src/features/offers/api/offer-docs.ts).
      return t('notifications:items.offer', { title: n.content });
    case 'group_event': {
      const match = STORED.groupEvent.exec(n.content);
      if (!match) return n.content;
      const what = match[1] as 'created' | 'changed' | 'cancelled';
      return t(`notifications:items.event.${what}`, { title: match[2] });
    }
  }
}
