// The shape of "Download my data" (GDPR Article 20): plain JSON from Firestore documents, the links to
// the user's photos, and the file's name. Pure: the gathering is in api/export-data.ts.
import { t } from 'i18next';

/** One stored document: its id beside its fields, made plain. */
export type ExportedDoc = { id: string } & Record<string, unknown>;

/** Everything the export gathers, as read (field values still as the SDK gives them). */
export interface GatheredData {
  uid: string;
  profile: Record<string, unknown> | null;
  /** users/{uid}/private/{name}: present ones only. */
  privateRecords: Record<string, Record<string, unknown>>;
  bills: ExportedDoc[];
  posts: ExportedDoc[];
  comments: ExportedDoc[];
  likes: ExportedDoc[];
  following: ExportedDoc[];
  followers: ExportedDoc[];
  pointsSent: ExportedDoc[];
  pointsReceived: ExportedDoc[];
  conversations: { id: string; participants: string[]; messages: ExportedDoc[] }[];
  groups: { id: string; name: string; creatorId: string; messages: ExportedDoc[] }[];
  notifications: ExportedDoc[];
  restaurantClaims: ExportedDoc[];
  /** restaurantPages/{key}/reviews/{uid}: the user's reviews (decision 0039), id = the restaurant key. */
  reviews: ExportedDoc[];
  /** restaurantPages/{key}/diners/{uid}: the user's record at each restaurant, id = the restaurant key. */
  dinerRecords: ExportedDoc[];
  /** offers/{offerId}/recipients/{uid}: the offers the user received, with openedAt and redeemedAt
   * (decision 0041), id = the offer's id. */
  offersReceived: ExportedDoc[];
  /** offers/{offerId} where the user is the owner: the offers they made, with their counters. */
  offersMade: ExportedDoc[];
  /** billCodes/{codeId} the user's till issued (decision 0046). */
  billCodesIssued: ExportedDoc[];
  /** billCodes/{codeId} the user claimed with a verified bill (named by the bills' codeId). */
  billCodesClaimed: ExportedDoc[];
  blocks: ExportedDoc[];
  notificationPreferences: Record<string, unknown> | null;
  /** users/{uid}/preferences/privacy (decision 0040), null when never saved (on). */
  privacyPreferences: Record<string, unknown> | null;
  /** users/{uid}/wantToTry: the restaurants bookmarked, by restaurant key (decision 0040). */
  wantToTry: ExportedDoc[];
  /** users/{uid}/dishMarks: the dishes the user was counted for, by restaurant key (decision 0049). */
  dishMarks: ExportedDoc[];
  /** eliteGroups/{g}/events/{e}/attendees/{uid}: the events the user is going to (decision 0051). */
  eventsGoing?: ExportedDoc[];
  /** eliteGroups/{g}/events/{e} of the groups the user created: the events they made (decision 0051). */
  eventsCreated?: ExportedDoc[];
}

/** A Firestore value made JSON: Timestamps as ISO dates, references as paths, bytes as base64. */
export function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toPlain);
  const v = value as Record<string, unknown>;
  if (typeof v.toDate === 'function') return (v.toDate as () => Date)().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof v.path === 'string' && typeof v.firestore === 'object') return v.path;
  if (typeof v.latitude === 'number' && typeof v.longitude === 'number')
    return { latitude: v.latitude, longitude: v.longitude };
  if (typeof v.toBase64 === 'function') return (v.toBase64 as () => string)();
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toPlain(x)]));
}

const URL_PATTERN = /^https?:\/\/\S+$/;

/** Every http(s) link in the user's own records, once each, in the order met (photos, uploads). */
export function photoLinks(...records: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (URL_PATTERN.test(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  records.forEach(walk);
  return [...found];
}

/** The downloaded file's content: one JSON document, described at its top. */
export function buildExport(data: GatheredData, exportedAt: Date) {
  const plain = toPlain(data) as GatheredData;
  const profile = plain.profile as { restaurantProfile?: unknown } | null;
  // The links come from what the user made: profile, posts, bills, restaurant, their messages.
  const photos = photoLinks(
    plain.profile,
    plain.posts,
    plain.bills,
    plain.comments,
    plain.reviews,
    plain.offersMade,
    plain.conversations.map((c) => c.messages),
    plain.groups.map((g) => g.messages),
  );
  return {
    about: t('account:download.fileAbout'),
    exportedAt: exportedAt.toISOString(),
    userId: plain.uid,
    profile: plain.profile,
    privateRecords: plain.privateRecords,
    email: (plain.privateRecords.account?.email as string | undefined) ?? null,
    photos,
    bills: plain.bills,
    posts: plain.posts,
    comments: plain.comments,
    likes: plain.likes,
    follows: { following: plain.following, followers: plain.followers },
    pointTransactions: { sent: plain.pointsSent, received: plain.pointsReceived },
    conversations: plain.conversations,
    groups: plain.groups,
    notifications: plain.notifications,
    restaurant: {
      profile: profile?.restaurantProfile ?? null,
      statistics: plain.privateRecords.restaurantStats ?? null,
      claims: plain.restaurantClaims,
    },
    restaurantReviews: plain.reviews,
    restaurantVisits: plain.dinerRecords,
    offers: { received: plain.offersReceived, made: plain.offersMade },
    billCodes: { issued: plain.billCodesIssued, claimed: plain.billCodesClaimed },
    blockedUsers: plain.blocks,
    notificationPreferences: plain.notificationPreferences,
    privacyPreferences: plain.privacyPreferences,
    wantToTry: plain.wantToTry,
    dishesCounted: plain.dishMarks,
    groupEvents: { going: plain.eventsGoing ?? [], created: plain.eventsCreated ?? [] },
  };
}

/** goldfork-data-<username>-<YYYY-MM-DD>.json, the name reduced to safe file-name characters. */
export function exportFileName(username: string, at: Date): string {
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '_') || 'user';
  return `goldfork-data-${safe}-${at.toISOString().slice(0, 10)}.json`;
}
