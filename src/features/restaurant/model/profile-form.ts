// The restaurant profile form (spec sections 3, 5 and 9): its fields, their limits and validation.

export const PRICE_RANGES = ['€', '€€', '€€€', '€€€€'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const DEFAULT_PRICE_RANGE: PriceRange = '€€';

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
