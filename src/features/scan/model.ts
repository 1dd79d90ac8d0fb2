// Pure logic of bill scanning: the extracted-bill type, the spec's scan messages (sections 2, 5, 8),
// the parsing of the model's reply, the receipt key (docs/decisions/0002) and the point maths (section 9).

import { restaurantKeyOf } from '@/lib/restaurant-key';

export interface BillItem {
  name: string;
  price: number;
}

export interface ExtractedBill {
  restaurantName: string;
  address: string;
  totalAmount: number;
  /** YYYY-MM-DD */
  date: string;
  items: BillItem[];
}

export type PriceRange = '€' | '€€' | '€€€' | '€€€€';

// ---------------------------------------------------------------------------------------------
// Messages (spec sections 5 and 8, word for word; the spec's '...' elisions completed)
// ---------------------------------------------------------------------------------------------

export const FILE_TOO_LARGE = 'File size must be less than 10MB';
export const SIGN_IN_TO_SCAN = 'Please sign in to scan receipts';
export const SIGN_IN_TO_CONTINUE = 'Please sign in to continue';
export const INVALID_IMAGE_FORMAT = 'Invalid image format. Please try again with a different image.';
export const NO_IMAGE_SELECTED = 'Please select an image to scan';
export const BILL_AMOUNT_UNREADABLE =
  'Could not read the bill amount clearly. Please try again with a clearer image.';
export const BILL_DATE_UNREADABLE =
  'Could not read the bill date clearly. Please try again with a clearer image.';
export const BILL_ITEMS_UNREADABLE =
  'Could not read the bill items correctly. Please try again with a clearer image.';
export const BILL_ITEM_DETAILS_UNREADABLE =
  'Could not read some item details clearly. Please try again with a clearer image.';
export const BILL_NOT_ANALYZED = 'Could not analyze the bill. Please try again with a clearer image.';
export const BILL_DETAILS_NOT_FOUND =
  'Could not extract bill details from the image. Please try again with a clearer image.';
export const BILL_DETAILS_UNPARSEABLE = 'Could not parse bill details. Please try again.';
export const SCAN_FAILED_GENERIC =
  'An error occurred while scanning the bill. Please try again with a clearer image or contact support if the problem persists.';
export const READ_FILE_FAILED = 'Failed to read file';
export const SCAN_RECEIPT_FAILED = 'Failed to scan receipt';
export const PROCESS_BILL_FAILED = 'Failed to process bill data';
export const SAVE_BILL_FAILED = 'Failed to save bill data';

/** Owner set-up from a bill (section 5). */
export const USER_NOT_FOUND = 'User not found';
export const ACTIVATE_OWNER_MODE_FIRST = 'Please activate restaurant owner mode first';

/** Restaurant-profile form scan (section 8). */
export const SCAN_BILL_FAILED = 'Failed to scan bill';
export const PROFILE_UPDATED_FROM_BILL = 'Restaurant profile updated from bill!';

/** Fraud control (beyond the spec; docs/decisions/0002). */
export const RECEIPT_ALREADY_CLAIMED = 'This receipt has already been claimed.';
export const BILL_DATE_IN_FUTURE = 'This bill is dated in the future.';
export const BILL_TOO_OLD = 'Bills older than 30 days cannot be claimed.';
/** The rules refuse it too: an owner cannot earn points at their own restaurant (decision 0002). */
export const OWN_RESTAURANT_BILL = 'Bills from your own restaurant cannot be claimed.';

/** Owner set-up from a bill when another owner already claimed that restaurant (issue 10's text). */
export const RESTAURANT_HAS_OWNER =
  'This restaurant already has an owner on Goldfork. If it is yours, contact support.';

/** Owner set-up from a bill succeeded (decision 0002: profile only, no bill, no points). */
export const OWNER_PROFILE_CREATED = 'Restaurant profile created from your bill!';

export type RequiredBillField = 'restaurantName' | 'address' | 'totalAmount' | 'date';
export const REQUIRED_BILL_FIELDS: readonly RequiredBillField[] = [
  'restaurantName',
  'address',
  'totalAmount',
  'date',
];

/** 'Could not find all required information (restaurantName, date). Please try again with a clearer image.' */
export function missingFieldsMessage(fields: readonly string[]): string {
  return `Could not find all required information (${fields.join(', ')}). Please try again with a clearer image.`;
}

/** Texts of the Scan Receipt screen (section 2). */
export const SCAN_TEXTS = {
  dropZone: 'Tap to scan a receipt or upload an image',
  formats: 'Supports JPG, PNG and HEIC formats',
  scanNew: 'Scan New Receipt',
  analyzing: 'Analyzing receipt...',
  preparing: 'Preparing image...',
  errorTitle: 'Error Scanning Receipt',
  tryAgain: 'Try Again',
  cancel: 'Cancel',
  confirm: 'Confirm',
  success: 'Congratulations! You earned Gold Points!',
} as const;

const KNOWN_MESSAGES: ReadonlySet<string> = new Set([
  FILE_TOO_LARGE,
  SIGN_IN_TO_SCAN,
  SIGN_IN_TO_CONTINUE,
  INVALID_IMAGE_FORMAT,
  NO_IMAGE_SELECTED,
  BILL_AMOUNT_UNREADABLE,
  BILL_DATE_UNREADABLE,
  BILL_ITEMS_UNREADABLE,
  BILL_ITEM_DETAILS_UNREADABLE,
  BILL_NOT_ANALYZED,
  BILL_DETAILS_NOT_FOUND,
  BILL_DETAILS_UNPARSEABLE,
  SCAN_FAILED_GENERIC,
  READ_FILE_FAILED,
  SCAN_RECEIPT_FAILED,
  PROCESS_BILL_FAILED,
  SAVE_BILL_FAILED,
  USER_NOT_FOUND,
  ACTIVATE_OWNER_MODE_FIRST,
  RECEIPT_ALREADY_CLAIMED,
  BILL_DATE_IN_FUTURE,
  BILL_TOO_OLD,
  OWN_RESTAURANT_BILL,
  RESTAURANT_HAS_OWNER,
]);

/**
 * The message to show for an error thrown during a scan: our own scan messages pass through,
 * anything else (SDK, Firebase, programming errors) becomes `fallback`.
 */
export function scanErrorMessage(error: unknown, fallback: string = SCAN_RECEIPT_FAILED): string {
  if (!(error instanceof Error)) return fallback;
  const { message } = error;
  if (KNOWN_MESSAGES.has(message)) return message;
  if (message.startsWith('Could not find all required information (')) return message;
  return fallback;
}

// ---------------------------------------------------------------------------------------------
// Reply parsing
// ---------------------------------------------------------------------------------------------

/**
 * Finds the JSON object of a reply: inside a ``` fence first, else anywhere; the first outermost
 * balanced {...} that parses as an object wins.
 */
function extractJsonObject(text: string): Record<string, unknown> {
  const fenced = /```[a-zA-Z]*\s*([\s\S]*?)```/.exec(text)?.[1];
  if (fenced !== undefined) {
    try {
      return findJsonObject(fenced);
    } catch {
      // fall back to the whole reply
    }
  }
  return findJsonObject(text);
}

function findJsonObject(text: string): Record<string, unknown> {
  let sawCandidate = false;
  let from = 0;
  for (;;) {
    const start = text.indexOf('{', from);
    if (start < 0) break;
    sawCandidate = true;
    const end = matchingBrace(text, start);
    if (end < 0) break; // unbalanced, e.g. a reply cut off by the token limit
    const parsed = parseLenient(text.slice(start, end + 1));
    if (isPlainObject(parsed)) return parsed;
    from = end + 1; // skip the whole failed candidate, never its inner objects
  }
  throw new Error(sawCandidate ? BILL_DETAILS_UNPARSEABLE : BILL_DETAILS_NOT_FOUND);
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const NOT_JSON = Symbol('not json');

function parseLenient(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // Models now and then leave a trailing comma: {"a": 1,}
    try {
      return JSON.parse(raw.replace(/,(\s*[}\]])/g, '$1')) as unknown;
    } catch {
      return NOT_JSON;
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Rounds to whole cents. */
export function roundToCents(n: number): number {
  return Math.round(n * 100) / 100;
}

const CURRENCY_WORDS =
  /(?<![a-z])(?:eur|euros?|usd|gbp|chf|dkk|sek|nok|pln|czk|huf|ron|dollars?|pounds?)(?![a-z])/gi;

/**
 * Reads a money amount as a model writes it: 42.5, '€ 42,50', '42.50 EUR', 'EUR 1.234,56',
 * '1,234.56', '$12'. Returns null when it is not a number. Negative values are kept (item discounts).
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let s = value
    .replace(CURRENCY_WORDS, ' ')
    .replace(/\p{Sc}/gu, ' ')
    .trim();
  let sign = 1;
  if (/^[-−]/.test(s)) {
    sign = -1;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) {
    s = s.slice(1).trim();
  }
  // Thousands may be grouped with spaces, narrow spaces or apostrophes (1 234,56 · 1'234.50).
  s = s.replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^(?:\d[\d.,]*|[.,]\d+)$/.test(s) || /[.,]{2}/.test(s) || /[.,]$/.test(s)) return null;

  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [intPart, frac] = [s.slice(0, s.lastIndexOf(decimal)), s.slice(s.lastIndexOf(decimal) + 1)];
    if (intPart.includes(decimal) || !isGroupedThousands(intPart, thousands)) return null;
    normalised = `${intPart.split(thousands).join('')}.${frac}`;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    if (parts.length > 2) {
      // 1.234.567 / 1,234,567: separators of thousands only
      if (!isGroupedThousands(s, sep)) return null;
      normalised = parts.join('');
    } else {
      const [intPart, frac] = parts as [string, string];
      // One separator followed by exactly three digits after a non-zero integer part is a
      // thousands separator (money has two decimals): '1.234' and '1,234' are 1234.
      const thousands = frac.length === 3 && /^[1-9]\d{0,2}$/.test(intPart);
      normalised = thousands ? intPart + frac : `${intPart || '0'}.${frac}`;
    }
  } else {
    normalised = s;
  }
  const n = Number(normalised);
  return Number.isFinite(n) ? sign * n : null;
}

function isGroupedThousands(s: string, sep: string): boolean {
  if (!s.includes(sep)) return /^\d+$/.test(s);
  const groups = s.split(sep);
  return /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

const MONTHS: ReadonlyMap<string, number> = new Map(
  [
    ['jan', 'january'],
    ['feb', 'february'],
    ['mar', 'march'],
    ['apr', 'april'],
    ['may'],
    ['jun', 'june'],
    ['jul', 'july'],
    ['aug', 'august'],
    ['sep', 'sept', 'september'],
    ['oct', 'october'],
    ['nov', 'november'],
    ['dec', 'december'],
  ].flatMap((names, i) => names.map((name): [string, number] => [name, i + 1])),
);

const WEEKDAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\b[,.]?\s*/i;
const TRAILING_TIME =
  /(?:[\sT,]+|^)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:z|[+-]\d{2}:?\d{2})?$/i;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD' if year, month and day form a real date, else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

/**
 * Normalises a bill date to YYYY-MM-DD. Accepts YYYY-MM-DD (also with a time), Y/M/D and Y.M.D,
 * day-first D/M/Y, D.M.Y and D-M-Y (European receipts; month-first only when day-first is
 * impossible, e.g. 11/21/2026), 2-digit years (26 → 2026) and English month names
 * ('Nov 21, 2026', '21 November 2026'). Returns null for anything else or an impossible date.
 */
export function normalizeBillDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let s = value.trim().replace(WEEKDAY, '');
  s = s.replace(TRAILING_TIME, '').trim();
  if (!s) return null;

  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));

  m = /^(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})$/.exec(s);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), fullYear(m[4] ?? '')];
    return isoDate(year, b, a) ?? isoDate(year, a, b);
  }

  const tokens = s
    .toLowerCase()
    .replace(/(\d)(?:st|nd|rd|th)\b/g, '$1')
    .split(/[\s,./-]+/)
    .filter(Boolean);
  if (tokens.length !== 3) return null;
  const [t0, t1, t2] = tokens as [string, string, string];
  if (!/^(?:\d{4}|\d{2})$/.test(t2)) return null;
  const year = fullYear(t2);
  const m1 = MONTHS.get(t1);
  if (m1 !== undefined && /^\d{1,2}$/.test(t0)) return isoDate(year, m1, Number(t0)); // 21 Nov 2026
  const m0 = MONTHS.get(t0);
  if (m0 !== undefined && /^\d{1,2}$/.test(t1)) return isoDate(year, m0, Number(t1)); // Nov 21, 2026
  return null;
}

function parseItems(value: unknown): BillItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(BILL_ITEMS_UNREADABLE);
  return value.map((item: unknown) => {
    if (!isPlainObject(item)) throw new Error(BILL_ITEM_DETAILS_UNREADABLE);
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    const price = parseMoney(item.price);
    if (!name || price === null) throw new Error(BILL_ITEM_DETAILS_UNREADABLE);
    return { name, price: roundToCents(price) };
  });
}

/**
 * Turns the model's reply text into a checked bill. Throws an Error carrying the spec's message.
 */
export function parseBillReply(text: string | null | undefined): ExtractedBill {
  if (typeof text !== 'string' || text.trim() === '') throw new Error(BILL_NOT_ANALYZED);
  const data = extractJsonObject(text);

  const missing = REQUIRED_BILL_FIELDS.filter((field) =>
    field === 'restaurantName' || field === 'address' ? textOf(data[field]) === null : isBlank(data[field]),
  );
  if (missing.length > 0) throw new Error(missingFieldsMessage(missing));

  const amount = parseMoney(data.totalAmount);
  if (amount === null) throw new Error(BILL_AMOUNT_UNREADABLE);
  const totalAmount = roundToCents(amount);
  if (!(totalAmount > 0)) throw new Error(BILL_AMOUNT_UNREADABLE);

  const date = normalizeBillDate(data.date);
  if (date === null) throw new Error(BILL_DATE_UNREADABLE);

  return {
    restaurantName: textOf(data.restaurantName) ?? '',
    address: textOf(data.address) ?? '',
    totalAmount,
    date,
    items: parseItems(data.items),
  };
}

// ---------------------------------------------------------------------------------------------
// Receipt key, points, price range, date window, file checks
// ---------------------------------------------------------------------------------------------

/** The bill's restaurant key (src/lib/restaurant-key.ts): norm(restaurantName) + '_' + norm(address). */
export function billRestaurantKey(bill: Pick<ExtractedBill, 'restaurantName' | 'address'>): string {
  return restaurantKeyOf(bill.restaurantName, bill.address);
}

/** docs/decisions/0002: date + '_' + cents + '_' + restaurantKey; firestore.rules recomputes it. */
export function receiptKeyOf(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address' | 'totalAmount' | 'date'>,
): string {
  const cents = Math.round(bill.totalAmount * 100);
  return `${bill.date}_${cents}_${billRestaurantKey(bill)}`;
}

/** Gold (and silver) points earned by a bill: the total rounded down. */
export function goldPointsFor(totalAmount: number): number {
  return Math.floor(totalAmount);
}

/** Section 9: € up to 50, €€ above 50, €€€ above 100, €€€€ above 200. */
export function priceRangeFor(total: number): PriceRange {
  if (total > 200) return '€€€€';
  if (total > 100) return '€€€';
  if (total > 50) return '€€';
  return '€';
}

/** Local calendar date as YYYY-MM-DD. */
export function localIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

export const BILL_MAX_AGE_DAYS = 30;

/**
 * The fraud-control message for a bill date outside the window, or null when it may be claimed:
 * not after today's local date and not before today minus 30 days.
 */
export function checkBillDate(date: string, today: Date): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m || isoDate(Number(m[1]), Number(m[2]), Number(m[3])) === null) return BILL_DATE_UNREADABLE;
  if (date > localIsoDate(today)) return BILL_DATE_IN_FUTURE;
  const oldest = new Date(today.getFullYear(), today.getMonth(), today.getDate() - BILL_MAX_AGE_DAYS);
  if (date < localIsoDate(oldest)) return BILL_TOO_OLD;
  return null;
}

export const MAX_SCAN_FILE_BYTES = 10485760;

/** True for a HEIC/HEIF file, by type or (when the browser leaves the type empty) by extension. */
export function isHeicFile(file: { type: string; name: string }): boolean {
  return /^image\/hei[cf](?:-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The spec's message for a picked file that cannot be scanned, or null. */
export function validateScanFile(
  file: { size: number; type: string; name: string } | null | undefined,
): string | null {
  if (!file) return NO_IMAGE_SELECTED;
  if (file.size > MAX_SCAN_FILE_BYTES) return FILE_TOO_LARGE;
  if (file.type.toLowerCase().startsWith('image/')) return null;
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  if (untyped && /\.hei[cf]$/i.test(file.name)) return null;
  return INVALID_IMAGE_FORMAT;
}

/** '€42.50' (section 9: euros with two decimals). */
export function formatEuros(n: number): string {
  const sign = n < 0 ? '-' : '';
  return `${sign}€${Math.abs(n).toFixed(2)}`;
}

// ---------------------------------------------------------------------------------------------
// Owner set-up from a bill, confetti
// ---------------------------------------------------------------------------------------------

export interface RestaurantDetailsFromBill {
  name: string;
  address: string;
  description: string;
  cuisine: string;
  priceRange: PriceRange;
  openingHours: string;
  phone: string;
}

export const NOT_SPECIFIED = 'Not specified';

/** Section 9: the default texts of an owner profile created from a scanned bill. */
export function ownerProfileFromBill(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address' | 'totalAmount'>,
): RestaurantDetailsFromBill {
  return {
    name: bill.restaurantName,
    address: bill.address,
    description: `Welcome to ${bill.restaurantName}`,
    cuisine: NOT_SPECIFIED,
    priceRange: priceRangeFor(bill.totalAmount),
    openingHours: NOT_SPECIFIED,
    phone: NOT_SPECIFIED,
  };
}

/** Section 4: a restaurant owner without a restaurant profile gets one from the bill instead. */
export function needsOwnerSetup(user: { isRestaurantOwner: boolean; restaurantProfile: unknown }): boolean {
  return user.isRestaurantOwner && !user.restaurantProfile;
}

/** Section 9: the success toast shows for 3 seconds, then the profile opens. */
export const SUCCESS_TOAST_MS = 3000;

export const CONFETTI_PARTICLES = 200;
const CONFETTI_SHARES = [0.25, 0.25, 0.5] as const;

/** Section 9: three bursts of 25%, 25% and 50% of 200 particles. */
export function confettiBursts(total: number = CONFETTI_PARTICLES): number[] {
  return CONFETTI_SHARES.map((share) => Math.round(total * share));
}

/** Messages that mean a bill can never be claimed, whatever the retry. */
export const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  RECEIPT_ALREADY_CLAIMED,
  BILL_DATE_IN_FUTURE,
  BILL_TOO_OLD,
  OWN_RESTAURANT_BILL,
  RESTAURANT_HAS_OWNER,
]);

/** A restaurant profile as stored: name and address, and (when saved since issue 10) its key. */
export interface ProfilePlace {
  name: string;
  address: string;
  restaurantKey?: unknown;
}

/**
 * True when the bill is from the user's own restaurant: the same restaurant key (the receipt key's
 * folding), whether owner mode is on or off. As firestore.rules' isOwnRestaurant: the profile's
 * stored key, else the key of its name and address.
 */
export function isOwnRestaurantBill(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address'>,
  profile: ProfilePlace | null | undefined,
): boolean {
  if (!profile) return false;
  const key =
    typeof profile.restaurantKey === 'string'
      ? profile.restaurantKey
      : restaurantKeyOf(profile.name, profile.address);
  return key === billRestaurantKey(bill);
}

/**
 * Fraud control before Confirm is enabled (the save transaction checks again, and so do the rules):
 * the date window and the user's own restaurant. The receipt claim needs a read (api/).
 */
export function claimRefusal(
  bill: Pick<ExtractedBill, 'restaurantName' | 'address' | 'date'>,
  user: { restaurantProfile: ProfilePlace | null } | null,
  today: Date,
): string | null {
  const dateProblem = checkBillDate(bill.date, today);
  if (dateProblem) return dateProblem;
  if (isOwnRestaurantBill(bill, user?.restaurantProfile)) return OWN_RESTAURANT_BILL;
  return null;
}

const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-21' → '21 Nov 2026' (the same in every browser locale); anything else is shown as it is. */
export function formatBillDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = m ? MONTH_ABBR[Number(m[2]) - 1] : undefined;
  if (!m || !month) return date;
  return `${Number(m[3])} ${month} ${m[1]}`;
}
