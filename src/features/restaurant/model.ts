// Restaurant owner mode (spec sections 2, 3, 5, 8, 9; issue 10): the profile form and its validation,
// the statistics types, the chart maths over the owner's matched bills, and the sample data the spec
// shows where there is nothing real yet. Money and dates: @/domain/format.

export const PRICE_RANGES = ['€', '€€', '€€€', '€€€€'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const DEFAULT_PRICE_RANGE: PriceRange = '€€';

export const MSG = {
  notOwner: 'User is not a restaurant owner',
  userNotFound: 'User not found',
  /** Beyond the spec: one owner per restaurant (issue 10). */
  alreadyClaimed: 'This restaurant already has an owner on Goldfork. If it is yours, contact support.',
  saveFailed: 'Failed to save restaurant profile. Please try again.',
  saved: 'Restaurant profile saved',
  scanFailed: 'Failed to scan bill',
  scanUpdated: 'Restaurant profile updated from bill!',
  loadStats: 'Failed to load restaurant statistics',
  loadBills: 'Failed to fetch bills',
  loadSpenders: 'Failed to fetch user data',
  unknownUser: 'Unknown User',
  scanNotConfigured: 'Bill scanning is not set up on this server.',
  notAnImage: 'Please choose an image of the bill',
  nameAddressUnreadable:
    'Could not find all required information (restaurantName, address). Please try again with a clearer image.',
} as const;

export const TAB_IDS = ['overview', 'statistics', 'marketing'] as const;
export type TabId = (typeof TAB_IDS)[number];
export const TAB_LABELS: Record<TabId, string> = {
  overview: 'Overview',
  statistics: 'Statistics',
  marketing: 'Marketing',
};

/** Section 9: the form scan's banners show for 3 seconds. */
export const SCAN_BANNER_MS = 3000;

// ------------------------------------------------------------------ the profile form

export interface RestaurantForm {
  name: string;
  description: string;
  address: string;
  cuisine: string;
  priceRange: PriceRange;
  openingHours: string;
  phone: string;
  /** Optional: '' when not set. */
  website: string;
}

export type FormField = keyof RestaurantForm;
export type FormErrors = Partial<Record<FormField, string>>;

export const FIELD_LABELS: Record<FormField, string> = {
  name: 'Restaurant name',
  description: 'Description',
  address: 'Address',
  cuisine: 'Cuisine',
  priceRange: 'Price range',
  openingHours: 'Opening hours',
  phone: 'Phone',
  website: 'Website (optional)',
};

/** The rules' limits (firestore.rules, validRestaurantDetails). */
export const FIELD_MAX: Record<FormField, number> = {
  name: 200,
  description: 1000,
  address: 200,
  cuisine: 100,
  priceRange: 4,
  openingHours: 200,
  phone: 50,
  website: 500,
};

const REQUIRED_MESSAGES: Record<Exclude<FormField, 'website' | 'priceRange'>, string> = {
  name: 'Restaurant name is required',
  description: 'Description is required',
  address: 'Address is required',
  cuisine: 'Cuisine is required',
  openingHours: 'Opening hours are required',
  phone: 'Phone is required',
};
export const PRICE_RANGE_INVALID = 'Choose a price range: €, €€, €€€ or €€€€';
export const WEBSITE_INVALID = 'Please enter a valid URL (for example https://example.com)';
export const PHONE_INVALID = 'Please enter a valid phone number';

export function emptyForm(): RestaurantForm {
  return {
    name: '',
    description: '',
    address: '',
    cuisine: '',
    priceRange: DEFAULT_PRICE_RANGE,
    openingHours: '',
    phone: '',
    website: '',
  };
}

/** A profile's descriptive fields as the form edits them (missing fields empty, price range €€). */
export function formFromProfile(p: Partial<Record<FormField, unknown>> | null | undefined): RestaurantForm {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const range = PRICE_RANGES.find((r) => r === p?.priceRange) ?? DEFAULT_PRICE_RANGE;
  return {
    name: text(p?.name),
    description: text(p?.description),
    address: text(p?.address),
    cuisine: text(p?.cuisine),
    priceRange: range,
    openingHours: text(p?.openingHours),
    phone: text(p?.phone),
    website: text(p?.website),
  };
}

/** An http(s) URL with a dotted host and no spaces; nothing else is a website. */
export function isValidWebsite(raw: string): boolean {
  const value = raw.trim();
  if (!value || /\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !url.hostname.endsWith('.');
  } catch {
    return false;
  }
}

/** Trims every field. */
export function trimForm(form: RestaurantForm): RestaurantForm {
  return {
    ...form,
    name: form.name.trim(),
    description: form.description.trim(),
    address: form.address.trim(),
    cuisine: form.cuisine.trim(),
    openingHours: form.openingHours.trim(),
    phone: form.phone.trim(),
    website: form.website.trim(),
  };
}

/** Section 5: the required fields, the price range, and an optional website that must be a URL. */
export function validateRestaurantForm(input: RestaurantForm): FormErrors {
  const form = trimForm(input);
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES) as [
    keyof typeof REQUIRED_MESSAGES,
    string,
  ][]) {
    if (!form[field]) errors[field] = message;
    else if (form[field].length > FIELD_MAX[field]) errors[field] = `At most ${FIELD_MAX[field]} characters`;
  }
  if (!errors.phone && form.phone !== 'Not specified' && !/^[+()\d][\d\s()./-]{3,}$/.test(form.phone)) {
    errors.phone = PHONE_INVALID;
  }
  if (!PRICE_RANGES.includes(form.priceRange)) errors.priceRange = PRICE_RANGE_INVALID;
  if (form.website && (!isValidWebsite(form.website) || form.website.length > FIELD_MAX.website)) {
    errors.website = WEBSITE_INVALID;
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}

// ------------------------------------------------------------------ restaurant images (issue 18)

/** The rules' limit (firestore.rules, validRestaurantImages). */
export const MAX_IMAGES = 10;
export const IMAGE_MAX_BYTES = 5242880;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Images are shown at most a phone's width (header) or a thumbnail: 1280 px is sharp on a 2x screen. */
export const IMAGE_SIDE = 1280;

/** The spec's photo texts (section 8), word for word. */
export const IMAGE_MSG = {
  type: 'Please upload a JPG, PNG, or WebP image',
  size: 'Image must be less than 5MB',
  empty: 'File appears to be empty',
  failed: 'Failed to upload photo',
} as const;

/** The spec's photo checks, in its order: type, size, empty. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MSG.type;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MSG.size;
  if (file.size === 0) return IMAGE_MSG.empty;
  return null;
}

// ------------------------------------------------------------------ scan from a bill

export interface ScannedRestaurant {
  restaurantName: string;
  address: string;
}

/**
 * The model's reply to the form's scan: a JSON object (bare or in a ``` fence, with text around it)
 * with a non-empty restaurantName and address. Anything else: the missing-information message.
 */
export function parseRestaurantReply(text: string | null | undefined): ScannedRestaurant {
  if (typeof text !== 'string' || !text.trim()) throw new Error(MSG.scanFailed);
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  let data: unknown = null;
  if (start >= 0 && end > start) {
    try {
      data = JSON.parse(text.slice(start, end + 1));
    } catch {
      data = null;
    }
  }
  const get = (k: string) => {
    const v = (data as Record<string, unknown> | null)?.[k];
    return typeof v === 'string' ? v.trim() : '';
  };
  const restaurantName = get('restaurantName');
  const address = get('address');
  if (!restaurantName || !address) throw new Error(MSG.nameAddressUnreadable);
  return { restaurantName, address };
}

// ------------------------------------------------------------------ statistics

/** The owner's private statistics (users/{uid}/private/restaurantStats), as domain/user-record maps them. */
export type { RestaurantStats, Spender } from '@/domain/user-record';

export const TOP_SPENDERS = 10;

/** A bill that matched this restaurant, as the charts need it. */
export interface MatchedBill {
  id: string;
  userId: string;
  totalAmount: number;
  /** YYYY-MM-DD, the bill's own date. */
  date: string;
  /** When the diner scanned it (server time). */
  createdAt: Date | null;
}

export interface ChartPoint {
  label: string;
  value: number;
}

/** Visits by hour of day (0-23, local time of the scan). */
export function visitsByHour(bills: readonly MatchedBill[]): ChartPoint[] {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const b of bills) if (b.createdAt) counts[b.createdAt.getHours()]! += 1;
  return counts.map((value, hour) => ({ label: hourLabel(hour), value }));
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

export const WEEKS_SHOWN = 12;
const DAY_MS = 86_400_000;

/** Monday 00:00 (local) of the week of `d`. */
export function weekStart(d: Date): Date {
  const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  const offset = (day.getDay() + 6) % 7; // Monday 0 … Sunday 6
  day.setDate(day.getDate() - offset);
  return day;
}

function localDay(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 17': the Monday a week starts on. */
export function weekLabel(monday: Date): string {
  return `${SHORT_MONTHS[monday.getMonth()]} ${monday.getDate()}`;
}

/** The first day of the oldest week shown (the query's lower bound). */
export function revenueWindowStart(now: Date, weeks: number = WEEKS_SHOWN): Date {
  const start = weekStart(now);
  start.setDate(start.getDate() - 7 * (weeks - 1));
  return start;
}

/** Revenue per week (Monday to Sunday, by the bill's date) for the last `weeks` weeks, oldest first. */
export function revenueByWeek(
  bills: readonly MatchedBill[],
  now: Date,
  weeks: number = WEEKS_SHOWN,
): ChartPoint[] {
  const first = revenueWindowStart(now, weeks);
  const sums = Array.from({ length: weeks }, () => 0);
  for (const b of bills) {
    const day = localDay(b.date);
    if (!day) continue;
    // Round: a week across a daylight-saving change is not a whole number of 24-hour days.
    const index = Math.floor(Math.round((day.getTime() - first.getTime()) / DAY_MS) / 7);
    if (index >= 0 && index < weeks) sums[index]! += b.totalAmount;
  }
  return sums.map((value, i) => {
    const monday = new Date(first);
    monday.setDate(first.getDate() + 7 * i);
    return { label: weekLabel(monday), value: Math.round(value * 100) / 100 };
  });
}

// ------------------------------------------------------------------ sample data (spec sections 2, 9)

/** Peak hours, sample: up to 150 visitors (section 9). */
export const SAMPLE_PEAK_HOURS: ChartPoint[] = [
  { label: '12:00', value: 85 },
  { label: '13:00', value: 120 },
  { label: '14:00', value: 70 },
  { label: '18:00', value: 60 },
  { label: '19:00', value: 110 },
  { label: '20:00', value: 150 },
  { label: '21:00', value: 130 },
  { label: '22:00', value: 75 },
];

/** Demographics, sample: 35/40/15/10 percent (section 9). */
export const SAMPLE_DEMOGRAPHICS: ChartPoint[] = [
  { label: '18-24', value: 35 },
  { label: '25-34', value: 40 },
  { label: '35-44', value: 15 },
  { label: '45+', value: 10 },
];

export type CampaignStatus = 'Active' | 'Planned' | 'Completed';

export interface Campaign {
  id: string;
  title: string;
  description: string;
  period: string;
  reach: number;
  status: CampaignStatus;
}

/** Marketing campaigns, sample, with the spec's status labels (section 4). */
export const SAMPLE_CAMPAIGNS: Campaign[] = [
  {
    id: 'c1',
    title: 'Gold Members Week',
    description: 'Double gold points for diners of the top Elite Groups.',
    period: 'This week',
    reach: 1200,
    status: 'Active',
  },
  {
    id: 'c2',
    title: "Chef's Tasting Night",
    description: 'A seven-course tasting menu for the top 20 spenders.',
    period: 'Next month',
    reach: 20,
    status: 'Planned',
  },
  {
    id: 'c3',
    title: 'Summer Terrace Launch',
    description: 'A welcome drink for every diner who scanned a bill.',
    period: 'Last summer',
    reach: 860,
    status: 'Completed',
  },
];

export interface SampleEliteGroup {
  id: string;
  name: string;
  city: string;
  members: number;
  visits: number;
}

/** The overview's elite groups card, sample (section 2). */
export const SAMPLE_ELITE_GROUPS: SampleEliteGroup[] = [
  { id: 'g1', name: 'GoldenYorkers', city: 'New York', members: 48, visits: 23 },
  { id: 'g2', name: 'The Blue Dubai 20', city: 'Dubai', members: 20, visits: 11 },
];

/** 'Visited 23 times'. */
export function visitsText(n: number): string {
  return `${n} ${n === 1 ? 'visit' : 'visits'}`;
}
