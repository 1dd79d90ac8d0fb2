// VIP offers (decision 0041): an owner's offer to diners of their claimed restaurant, and each diner's
// copy of it. The shapes every part reads and writes: the owner's Marketing tab, the diner's Perks, the
// sending, the rules tests and the seeds. firestore.rules (rules/firestore/offers.rules) holds them.
import { num, text, toDate, type Spender } from './user-record';

export const OFFER_TITLE_MAX = 80;
export const OFFER_DESCRIPTION_MAX = 500;
/** The top-spenders audience: N from 1 to this (the form offers 2, 10, 50, 100, 1,000). */
export const AUDIENCE_MAX = 1000;
export const RECENT_DAYS = [30, 90] as const;
export const MIN_VISITS_MAX = 100;

/**
 * Who an offer goes to, from the restaurant's own bills (the owner's private restaurantStats); `verified`:
 * only diners with a bill the restaurant's till verified (decision 0046), the rest of the audience among them.
 */
export type Audience = (
  | { kind: 'top'; n: number }
  | { kind: 'recent'; days: (typeof RECENT_DAYS)[number] }
  | { kind: 'visits'; n: number }
) & { verified?: true };

/** offers/{offerId}. Dates are instants (Firestore timestamps when stored). */
export interface Offer {
  id: string;
  ownerId: string;
  restaurantKey: string;
  /** The owner's restaurant profile's name when the offer was made. */
  restaurantName: string;
  title: string;
  description: string;
  /** '' or the owner's own upload (offer-images/{ownerId}/). */
  photoURL: string;
  validFrom: Date;
  validUntil: Date;
  /** At most this many redemptions, or no cap. */
  cap: number | null;
  audience: Audience;
  /** Diners the audience reached when the owner sent it (the sending's goal; resumable up to it). */
  audienceSize: number;
  sentCount: number;
  /**
   * Diners of the audience the last complete sending could not reach (no bill record any more, offers
   * muted, or the owner blocked): the owner's own bookkeeping, so "resume" shows only while
   * sentCount + skippedCount < audienceSize (an interrupted sending).
   */
  skippedCount: number;
  openedCount: number;
  redeemedCount: number;
  /** Set when the owner ends it early (or deletes their account); null while it runs. */
  endedAt: Date | null;
  createdAt: Date | null;
}

/** offers/{offerId}/recipients/{dinerId}: the diner's copy, with the offer's own content. */
export interface OfferRecipient {
  offerId: string;
  dinerId: string;
  ownerId: string;
  restaurantKey: string;
  restaurantName: string;
  title: string;
  description: string;
  photoURL: string;
  validFrom: Date;
  validUntil: Date;
  sentAt: Date | null;
  openedAt: Date | null;
  redeemedAt: Date | null;
  /** The offer's endedAt, copied when the owner ends it (the Perks list shows it without reading offers). */
  endedAt: Date | null;
}

/** The owner's list: planned (not yet valid), active, or ended (ended early, expired, or cap reached). */
export type OfferPhase = 'planned' | 'active' | 'ended';

export function offerPhase(
  offer: Pick<Offer, 'validFrom' | 'validUntil' | 'endedAt' | 'cap' | 'redeemedCount'>,
  now: Date,
): OfferPhase {
  if (offer.endedAt || now >= offer.validUntil) return 'ended';
  if (offer.cap !== null && offer.redeemedCount >= offer.cap) return 'ended';
  return now < offer.validFrom ? 'planned' : 'active';
}

/** The diner's state of their copy: usable now, not yet, used, ended by the restaurant, or expired. */
export type PerkState = 'valid' | 'planned' | 'used' | 'ended' | 'expired';

export function perkState(
  r: Pick<OfferRecipient, 'validFrom' | 'validUntil' | 'redeemedAt' | 'endedAt'>,
  now: Date,
): PerkState {
  if (r.redeemedAt) return 'used';
  if (r.endedAt) return 'ended';
  if (now >= r.validUntil) return 'expired';
  return now < r.validFrom ? 'planned' : 'valid';
}

/**
 * Recipients one sending write creates (each with its notification and badge step). The rules allow at
 * most this many (offers.rules, offerSendMove), bounded by the rules' 20 document accesses a write
 * (measured: decision 0041).
 */
export const OFFER_RECIPIENTS_PER_WRITE = 3;

/** The content a recipient copy repeats from its offer (the rules compare each field). */
export const OFFER_CONTENT_KEYS = [
  'ownerId',
  'restaurantKey',
  'restaurantName',
  'title',
  'description',
  'photoURL',
  'validFrom',
  'validUntil',
] as const;

/**
 * The diners an audience reaches, best first: top N by amount spent here; or whose last visit
 * ('YYYY-MM-DD') is within the last `days` days of `today` ('YYYY-MM-DD', the owner's local date); or with
 * at least N visits. Never the owner themselves; with `verified`, only diners with a verified visit.
 */
export function audienceOf(
  spenders: readonly Spender[],
  audience: Audience,
  ownerId: string,
  today: string,
): string[] {
  const others = spenders.filter(
    (s) => s.userId !== ownerId && (!audience.verified || (s.verifiedVisits ?? 0) > 0),
  );
  const byAmount = [...others].sort((a, b) => b.amount - a.amount || a.userId.localeCompare(b.userId));
  if (audience.kind === 'top') return byAmount.slice(0, audience.n).map((s) => s.userId);
  if (audience.kind === 'visits') return byAmount.filter((s) => s.visits >= audience.n).map((s) => s.userId);
  const since = daysBefore(today, audience.days);
  return byAmount.filter((s) => s.lastVisit > since).map((s) => s.userId);
}

/** 'YYYY-MM-DD' `days` days before `day` (calendar arithmetic in UTC, no time zone shifts). */
function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** notifications/{id} of an offer to one diner: one per offer and diner, so a resumed sending never repeats. */
export const offerNotificationId = (offerId: string, dinerId: string) => `offer_${offerId}_${dinerId}`;

type Data = Record<string, unknown>;

function toAudience(v: unknown): Audience {
  const a = (v && typeof v === 'object' ? v : {}) as Data;
  const verified = a.verified === true ? ({ verified: true } as const) : {};
  if (a.kind === 'recent') return { kind: 'recent', days: a.days === 90 ? 90 : 30, ...verified };
  if (a.kind === 'visits') return { kind: 'visits', n: num(a.n), ...verified };
  return { kind: 'top', n: num(a.n), ...verified };
}

const EPOCH = new Date(0);

/** A stored offers/{id} as the app sees it (Timestamps to Dates; a tampered field reads as empty). */
export function toOffer(id: string, d: Data): Offer {
  return {
    id,
    ownerId: text(d.ownerId),
    restaurantKey: text(d.restaurantKey),
    restaurantName: text(d.restaurantName),
    title: text(d.title),
    description: text(d.description),
    photoURL: text(d.photoURL),
    validFrom: toDate(d.validFrom) ?? EPOCH,
    validUntil: toDate(d.validUntil) ?? EPOCH,
    cap: typeof d.cap === 'number' ? d.cap : null,
    audience: toAudience(d.audience),
    audienceSize: num(d.audienceSize),
    sentCount: num(d.sentCount),
    skippedCount: num(d.skippedCount),
    openedCount: num(d.openedCount),
    redeemedCount: num(d.redeemedCount),
    endedAt: toDate(d.endedAt),
    createdAt: toDate(d.createdAt),
  };
}

/** A stored offers/{offerId}/recipients/{dinerId}. */
export function toOfferRecipient(d: Data): OfferRecipient {
  return {
    offerId: text(d.offerId),
    dinerId: text(d.dinerId),
    ownerId: text(d.ownerId),
    restaurantKey: text(d.restaurantKey),
    restaurantName: text(d.restaurantName),
    title: text(d.title),
    description: text(d.description),
    photoURL: text(d.photoURL),
    validFrom: toDate(d.validFrom) ?? EPOCH,
    validUntil: toDate(d.validUntil) ?? EPOCH,
    sentAt: toDate(d.sentAt),
    openedAt: toDate(d.openedAt),
    redeemedAt: toDate(d.redeemedAt),
    endedAt: toDate(d.endedAt),
  };
}

/**
 * Why a redemption cannot happen now as far as the diner's own copy tells (the rules refuse the same), or
 * null when it can. The diner never reads the offer itself (decision 0041), so an end not yet copied onto
 * the copy, or a cap reached, shows only as the rules' refusal.
 */
export type RedeemProblem = 'alreadyUsed' | 'ended' | 'notYet' | 'expired';

export function redeemProblem(
  copy: Pick<OfferRecipient, 'redeemedAt' | 'endedAt' | 'validFrom' | 'validUntil'>,
  now: Date,
): RedeemProblem | null {
  if (copy.redeemedAt) return 'alreadyUsed';
  if (copy.endedAt) return 'ended';
  if (now < copy.validFrom) return 'notYet';
  if (now >= copy.validUntil) return 'expired';
  return null;
}
