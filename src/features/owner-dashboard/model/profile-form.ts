// The restaurant profile form (spec sections 3, 5 and 9): its fields, their limits and validation.
import { t } from 'i18next';
import { formatCount } from '@/i18n/format';
import { isValidWebsite } from '@/domain/website';

export const PRICE_RANGES = ['€', '€€', '€€€', '€€€€'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
const DEFAULT_PRICE_RANGE: PriceRange = '€€';

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

type RequiredField = Exclude<FormField, 'website' | 'priceRange'>;
const REQUIRED_FIELDS: readonly RequiredField[] = [
  'name',
  'description',
  'address',
  'cuisine',
  'openingHours',
  'phone',
];

/** The form's messages (spec section 5, word for word in English), made in the language of the moment. */
export const FORM_MSG = {
  required: (field: RequiredField) => t(`dashboard:form.required.${field}`),
  tooLong: (max: number) => t('dashboard:form.tooLong', { count: max, n: formatCount(max) }),
};

/**
 * The English messages word for word, for the end-to-end tests that compare with them outside the app
 * (tests/e2e/hostile-input.spec.ts has no i18n); the screen shows FORM_MSG in the reader's language.
 */
export const WEBSITE_INVALID = 'Please enter a valid URL (for example https://example.com)';
export const PHONE_INVALID = 'Please enter a valid phone number';

/**
 * Firestore values, not texts: what an owner profile made from a scanned bill stores (spec section 9,
 * features/scan owner set-up) and every reader sees; the view shows them in the reader's language.
 */
export const STORED_NOT_SPECIFIED = 'Not specified';
export const storedWelcome = (restaurantName: string) => `Welcome to ${restaurantName}`;

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
  for (const field of REQUIRED_FIELDS) {
    if (!form[field]) errors[field] = FORM_MSG.required(field);
    else if (form[field].length > FIELD_MAX[field]) errors[field] = FORM_MSG.tooLong(FIELD_MAX[field]);
  }
  if (!errors.phone && form.phone !== STORED_NOT_SPECIFIED && !/^[+()\d][\d\s()./-]{3,}$/.test(form.phone)) {
    errors.phone = t('dashboard:form.phoneInvalid');
  }
  if (!PRICE_RANGES.includes(form.priceRange)) errors.priceRange = t('dashboard:form.priceRangeInvalid');
  if (form.website && (!isValidWebsite(form.website) || form.website.length > FIELD_MAX.website)) {
    errors.website = t('dashboard:form.websiteInvalid');
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}
