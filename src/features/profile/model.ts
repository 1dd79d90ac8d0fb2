// The profile screen's messages (spec sections 2, 5 and 8; catalogue `profile`), its data types and pure
// rules: who may follow whom, counter texts, and the silver-history merge. Money and dates: @/i18n/format.
import { t } from 'i18next';
import { storedGreeting } from '@/domain/default-bio';
import { formatCount } from '@/i18n/format';
import type { SocialLinks } from '@/domain/user-record';
import { AppError } from '@/domain/app-error';

/** The route parameter that means the signed-in user (/profile/me). */
export const ME = 'me';

export type FollowListKind = 'followers' | 'following';

export interface Bill {
  id: string;
  restaurantName: string;
  address: string;
  /** The restaurant's page: /restaurants/{restaurantKey} (decision 0038). */
  restaurantKey: string;
  totalAmount: number;
  /** YYYY-MM-DD */
  date: string;
  goldPointsEarned: number;
  /** Verified by the restaurant's code (decision 0046). */
  verified?: boolean;
  /** Its likes and comments, kept on the bill with each like or comment (decision 0027); missing is 0. */
  likeCount: number;
  commentCount: number;
  createdAt: Date | null;
}

export interface PointTransfer {
  id: string;
  senderId: string;
  receiverId: string;
  amount: number;
  createdAt: Date | null;
}

export interface HistoryRow {
  id: string;
  direction: 'sent' | 'received';
  counterpartId: string;
  /** The counterpart's username, or 'Unknown User' when their record is missing. */
  counterpart: string;
  amount: number;
  createdAt: Date | null;
}

// ------------------------------------------------------------------ follow

/** follows/{followerId}_{targetUserId}: one document per pair (docs/decisions/0002). */
export function followIdOf(followerId: string, targetUserId: string): string {
  return `${followerId}_${targetUserId}`;
}

/** Why this follow or unfollow may not happen, or null when it may (spec section 5). */
export function followRefusal(followerId: string, targetUserId: string): AppError | null {
  if (!followerId || !targetUserId) return new AppError('profile:errors.followFailed');
  if (followerId === targetUserId) return new AppError('profile:errors.followSelf');
  return null;
}

/** The counters' accessible text: '1 Follower', '12 Followers', '3 Following'. */
export function counterText(kind: FollowListKind, n: number): string {
  if (kind === 'following') return t('profile:header.followingCount', { n: formatCount(n) });
  return t('profile:header.followersCount', { count: n, n: formatCount(n) });
}

/** The label under a counter's number: 'Follower', 'Followers', 'Following'. */
export function counterLabel(kind: FollowListKind, n: number): string {
  if (kind === 'following') return t('profile:header.following');
  return t('profile:header.followers', { count: n });
}

// ------------------------------------------------------------------ bio

/** The bio as the reader sees it: the sign-up greeting in the reader's language, any other bio as written. */
export function shownBio(bio: string, username: string): string {
  const text = bio.trim();
  if (username && text === storedGreeting(username)) return t('profile:header.defaultBio', { username });
  return text;
}

/**
 * The bio to store from what the edit dialog shows: the greeting in the reader's language goes back to
 * its one stored form (so every reader still sees it in their own language), any other bio as written.
 */
export function bioToStore(bio: string, username: string): string {
  if (username && bio.trim() === t('profile:header.defaultBio', { username }))
    return storedGreeting(username);
  return bio;
}

// ------------------------------------------------------------------ silver history

/** The other party of each transfer, once each, for one batched lookup. */
export function counterpartIds(transfers: PointTransfer[], me: string): string[] {
  const ids = new Set(transfers.map((t) => (t.senderId === me ? t.receiverId : t.senderId)));
  return [...ids].sort();
}

export function toHistoryRows(
  transfers: PointTransfer[],
  me: string,
  usernames: Record<string, string>,
): HistoryRow[] {
  return transfers.map((tr) => {
    const sent = tr.senderId === me;
    const counterpartId = sent ? tr.receiverId : tr.senderId;
    return {
      id: tr.id,
      direction: sent ? 'sent' : 'received',
      counterpartId,
      counterpart: usernames[counterpartId] || t('profile:errors.unknownUser'),
      amount: tr.amount,
      createdAt: tr.createdAt,
    };
  });
}

export function historyRowTitle(row: Pick<HistoryRow, 'direction' | 'counterpart'>): string {
  const username = row.counterpart;
  return row.direction === 'sent'
    ? t('profile:transfers.sentTo', { username })
    : t('profile:transfers.receivedFrom', { username });
}

/** '−25' for a sent transfer, '+25' for a received one (a real minus sign). */
export function signedAmount(row: Pick<HistoryRow, 'direction' | 'amount'>): string {
  return `${row.direction === 'sent' ? '\u2212' : '+'}${formatCount(row.amount)}`;
}

// ------------------------------------------------------------------ social links

export type SocialNetwork = keyof SocialLinks;

const NETWORKS: { network: SocialNetwork; label: string; base: string }[] = [
  { network: 'instagram', label: 'Instagram', base: 'https://instagram.com/' },
  { network: 'twitter', label: 'Twitter', base: 'https://twitter.com/' },
  { network: 'youtube', label: 'YouTube', base: 'https://youtube.com/@' },
];

/**
 * A link that is safe to put in href: http(s) URLs as they are, a bare domain with https://, a bare
 * handle on the network's site. Anything else (javascript:, data:, text with spaces) gives null.
 */
export function safeExternalUrl(raw: string, handleBase?: string): string | null {
  const value = raw.trim();
  if (!value || /\s/.test(value)) return null;
  let candidate: string;
  if (/^https?:\/\//i.test(value)) candidate = value;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  else if (value.includes('.') || value.includes('/')) candidate = `https://${value.replace(/^\/+/, '')}`;
  else if (handleBase && /^@?[A-Za-z0-9_.-]+$/.test(value)) candidate = handleBase + value.replace(/^@/, '');
  else return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The links to show, in a fixed order, only those that are set and safe. */
export function socialLinksOf(links: SocialLinks): { network: SocialNetwork; label: string; href: string }[] {
  return NETWORKS.flatMap(({ network, label, base }) => {
    const href = safeExternalUrl(links[network] ?? '', base);
    return href ? [{ network, label, href }] : [];
  });
}
