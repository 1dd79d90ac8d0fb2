import type { NotificationKind } from '@/social/api/notification-preferences';

/** Settings → Notifications: each kind's switch (its label) and what it is about (its hint). */
export const NOTIFICATION_SWITCHES: Record<NotificationKind, { label: string; hint: string }> = {
  like: { label: 'Likes', hint: 'Someone likes your post or bill' },
  comment: { label: 'Comments', hint: 'Someone comments on your post or bill' },
  follow: { label: 'Follows', hint: 'Someone starts following you' },
  points: { label: 'Points received', hint: 'Someone sends you silver points' },
  group_invite: { label: 'Group invites', hint: 'You are invited to join an elite group' },
  message: { label: 'Messages', hint: 'New messages count in the Messages badge' },
};

export const NOTIFICATION_SETTINGS_TEXT = {
  title: 'Notifications',
  intro: 'Choose what you are told about. A kind you turn off is not sent to you at all.',
  listLabel: 'Notification kinds',
  loading: 'Loading notification settings',
  loadFailed: 'Failed to load notification settings',
  saveFailed: 'Failed to save. Please try again.',
} as const;
