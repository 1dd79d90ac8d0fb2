// The public user document (users/{uid}) as the app sees it. Shared by every feature that shows users;
// the e-mail address (private/account) and the day's bill counter (private/billDay, decision 0016) are
// not here on purpose: they are the owner's alone (docs/decisions/0002-data-model-and-rules.md).

export interface SocialLinks {
  instagram: string;
  twitter: string;
  youtube: string;
}

export interface Spender {
  userId: string;
  amount: number;
  visits: number;
  /** YYYY-MM-DD of the diner's latest bill here. */
  lastVisit: string;
  /** Visits whose bill this restaurant's till verified (decision 0046); missing is 0. */
  verifiedVisits?: number;
  /** Hidden from the restaurant's diners at their latest bill here (issue 43); missing: not known. */
  hidden?: boolean;
}

/**
 * users/{uid}/private/restaurantStats: only the owner reads it (decision 0002, "Owner statistics").
 * Stored: totalBills, totalRevenue, spenders (a map keyed by userId), lastBillAt. averageBill is not
 * stored (a diner's bill adds to the totals blindly, without reading them): it is totalRevenue / totalBills.
 */
export interface RestaurantStats {
  totalBills: number;
  totalRevenue: number;
  averageBill: number;
  /** Highest amount first. */
  spenders: Spender[];
  lastBillAt: Date | null;
}

/** The public users/{uid}.restaurantProfile: what any visitor may see, no statistics. */
export interface RestaurantProfile {
  name: string;
  description: string;
  address: string;
  cuisine: string;
  priceRange: string;
  openingHours: string;
  phone: string;
  website: string;
  /** Download URLs of the owner's uploads (restaurant-images/{uid}/), the header image first; at most 10. */
  images: string[];
  rating: number;
  reviews: number;
  updatedAt: Date | null;
  /**
   * The claim's key (restaurants/{restaurantKey}) as the profile was saved; absent from a profile saved
   * before claims existed, whose key is computed from its name and address.
   */
  restaurantKey?: string;
}

export interface UserRecord {
  uid: string;
  username: string;
  photoURL: string;
  goldPoints: number;
  silverPoints: number;
  /** Gold from bills the restaurant verified with its code (decision 0046); missing is 0. */
  verifiedGold: number;
  followers: number;
  following: number;
  totalSpent: number;
  /** Likes on the user's card, moved with each like or unlike (decision 0027); missing is 0. */
  likeCount: number;
  bio: string;
  socialLinks: SocialLinks;
  isRestaurantOwner: boolean;
  restaurantActivatedAt: Date | null;
  restaurantProfile: RestaurantProfile | null;
  joinedGroups: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
}

type Data = Record<string, unknown>;

export function toDate(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return value.toDate() as Date;
  }
  if (value instanceof Date) return value;
  return null;
}

/** A stored number, or 0 for anything else (a missing or tampered field). */
export const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** A stored string, or '' for anything else. */
export const text = (v: unknown) => (typeof v === 'string' ? v : '');

function toSpenders(value: unknown): Spender[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, Data>)
    .map(([userId, s]) => ({
      userId,
      amount: num(s?.amount),
      visits: num(s?.visits),
      lastVisit: text(s?.lastVisit),
      verifiedVisits: num(s?.verifiedVisits),
      ...(typeof s?.hidden === 'boolean' ? { hidden: s.hidden } : {}),
    }))
    .sort((a, b) => b.amount - a.amount);
}

/** The stored private statistics as the app sees them; a missing document means no bill yet. */
export function toRestaurantStats(value: unknown): RestaurantStats {
  const d = (value && typeof value === 'object' ? value : {}) as Data;
  const totalBills = num(d.totalBills);
  const totalRevenue = num(d.totalRevenue);
  return {
    totalBills,
    totalRevenue,
    averageBill: totalBills > 0 ? totalRevenue / totalBills : 0,
    spenders: toSpenders(d.spenders),
    lastBillAt: toDate(d.lastBillAt),
  };
}

function toRestaurantProfile(value: unknown): RestaurantProfile | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Data;
  return {
    name: text(p.name),
    description: text(p.description),
    address: text(p.address),
    cuisine: text(p.cuisine),
    priceRange: text(p.priceRange) || '€€',
    openingHours: text(p.openingHours),
    phone: text(p.phone),
    website: text(p.website),
    images: Array.isArray(p.images)
      ? p.images.filter((u): u is string => typeof u === 'string' && u !== '')
      : [],
    rating: num(p.rating),
    reviews: num(p.reviews),
    updatedAt: toDate(p.updatedAt),
    ...(text(p.restaurantKey) ? { restaurantKey: text(p.restaurantKey) } : {}),
  };
}

export function toUserRecord(uid: string, d: Data): UserRecord {
  const links = (d.socialLinks ?? {}) as Data;
  return {
    uid,
    username: text(d.username),
    photoURL: text(d.photoURL),
    goldPoints: num(d.goldPoints),
    silverPoints: num(d.silverPoints),
    verifiedGold: num(d.verifiedGold),
    followers: num(d.followers),
    following: num(d.following),
    totalSpent: num(d.totalSpent),
    likeCount: num(d.likeCount),
    bio: text(d.bio),
    socialLinks: {
      instagram: text(links.instagram),
      twitter: text(links.twitter),
      youtube: text(links.youtube),
    },
    isRestaurantOwner: d.isRestaurantOwner === true,
    restaurantActivatedAt: toDate(d.restaurantActivatedAt),
    restaurantProfile: toRestaurantProfile(d.restaurantProfile),
    joinedGroups: Array.isArray(d.joinedGroups) ? d.joinedGroups.filter((g) => typeof g === 'string') : [],
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
  };
}
