// The restaurant's one-time bill codes (docs/decisions/0046-verified-bills.md): the till draws a random
// secret of 20 Crockford base32 characters (100 bits), shows it typed in groups of five and as a QR code,
// and writes billCodes/{sha256hex(secret)}; the diner's verified bill claims it by naming the secret,
// whose hash firestore.rules computes. Shared by the till (owner-dashboard) and the claim (scan).

/** How long a code can be claimed (the rules insist on exactly this from its creation). */
const BILL_CODE_VALID_MINUTES = 15;

/** Crockford's base32: no I, L, O or U, so what is typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BILL_CODE_LENGTH = 20;
const GROUP = 5;

/** billCodes/{codeId}, as the app reads it. */
export interface BillCode {
  codeId: string;
  restaurantKey: string;
  restaurantName: string;
  address: string;
  amountCents: number;
  /** The server's creation time; claimable until BILL_CODE_VALID_MINUTES after it. */
  createdAt: Date;
  createdBy: string;
  claimedBy: string | null;
  billId: string | null;
}

/** A new random secret: 20 characters of 5 bits each from crypto.getRandomValues. */
export function newBillCodeSecret(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(BILL_CODE_LENGTH));
  // 256 is a multiple of 32, so each byte's low 5 bits are uniform.
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
}

/** The secret as staff read it out: four groups of five. */
export function formatBillCode(secret: string): string {
  return secret.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? '';
}

/**
 * What the diner typed or the camera read, as the secret; null when it cannot be one. Spaces and dashes
 * are dropped, letters upper-cased, O read as 0 and I or L as 1 (Crockford); a URL or text holding
 * `code=` gives its value.
 */
export function parseBillCode(input: string): string | null {
  const fromUrl = /[?&#]code=([^&#\s]+)/i.exec(input)?.[1];
  const raw = (fromUrl ? decodeURIComponent(fromUrl) : input)
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (raw.length !== BILL_CODE_LENGTH) return null;
  return [...raw].every((c) => ALPHABET.includes(c)) ? raw : null;
}

/** The code document's id: the lowercase hex SHA-256 of the secret's UTF-8 bytes (as the rules' hashing.sha256). */
export async function billCodeId(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A verified bill's receipt key: its code (firestore.rules' billTakesCode), not the date, cents and
 * restaurant of an unverified bill, so two diners' codes for one amount on one day do not collide.
 */
export const codeReceiptKey = (codeId: string): string => `code_${codeId}`;

/** A euro amount in whole cents (as the rules: round(total * 100)). */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** billCodes/{codeId} as the app shows it (createdAt: a Firestore Timestamp, read by its toDate()). */
export function toBillCode(codeId: string, data: Record<string, unknown>): BillCode {
  const created = data.createdAt as { toDate?: () => Date } | null | undefined;
  return {
    codeId,
    restaurantKey: String(data.restaurantKey ?? ''),
    restaurantName: String(data.restaurantName ?? ''),
    address: String(data.address ?? ''),
    amountCents: typeof data.amountCents === 'number' ? data.amountCents : 0,
    createdAt: typeof created?.toDate === 'function' ? created.toDate() : new Date(),
    createdBy: String(data.createdBy ?? ''),
    claimedBy: typeof data.claimedBy === 'string' ? data.claimedBy : null,
    billId: typeof data.billId === 'string' ? data.billId : null,
  };
}

/** When a code stops being claimable. */
export const billCodeExpiry = (code: Pick<BillCode, 'createdAt'>): Date =>
  new Date(code.createdAt.getTime() + BILL_CODE_VALID_MINUTES * 60_000);

/** Why a code cannot be claimed now, or null. */
export type BillCodeProblem = 'expired' | 'used' | 'notFound';

export function billCodeProblem(code: BillCode | null, now: Date): BillCodeProblem | null {
  if (!code) return 'notFound';
  if (code.claimedBy !== null) return 'used';
  if (billCodeExpiry(code).getTime() <= now.getTime()) return 'expired';
  return null;
}
