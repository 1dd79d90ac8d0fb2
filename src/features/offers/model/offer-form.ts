// The owner's "New offer" form: its values as typed (strings, as the inputs hold them), the defaults
// (valid now → +30 days, top 10 spenders), the checks with their catalogue keys, and the audience and
// dates it makes. Pure: the form component and its tests read it.
import type { RECENT_DAYS } from '@/domain/offer';
import {
  AUDIENCE_MAX,
  MIN_VISITS_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_TITLE_MAX,
  type Audience,
} from '@/domain/offer';
import type { MessageKey } from '@/domain/app-error';

export const TOP_PRESETS = [2, 10, 50, 100, 1000] as const;
const DEFAULT_DAYS_VALID = 30;

export type AudienceKind = Audience['kind'];

export interface OfferFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DDTHH:mm' in local time, as <input type="datetime-local"> holds it. */
  validFrom: string;
  validUntil: string;
  kind: AudienceKind;
  topN: string;
  days: (typeof RECENT_DAYS)[number];
  minVisits: string;
  /** Only diners with a bill the till verified (decision 0046). */
  verifiedOnly: boolean;
  /** '' for no cap. */
  cap: string;
}

export type FormErrors = Partial<
  Record<'title' | 'description' | 'validFrom' | 'validUntil' | 'topN' | 'minVisits' | 'cap', FormError>
>;
export interface FormError {
  key: MessageKey;
  params?: Record<string, number>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value, in local time. */
export function toLocalInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as a moment (local time), or null when empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function defaultOfferForm(now: Date): OfferFormValues {
  const until = new Date(now);
  until.setDate(until.getDate() + DEFAULT_DAYS_VALID);
  return {
    title: '',
    description: '',
    validFrom: toLocalInput(now),
    validUntil: toLocalInput(until),
    kind: 'top',
    topN: '10',
    days: 30,
    minVisits: '2',
    verifiedOnly: false,
    cap: '',
  };
}

/** A whole number from `min` to `max` typed in a field, or null. */
function wholeIn(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

/** The audience the values describe, or null while its number is not valid. */
export function audienceOfForm(v: OfferFormValues): Audience | null {
  const verified = v.verifiedOnly ? ({ verified: true } as const) : {};
  if (v.kind === 'recent') return { kind: 'recent', days: v.days, ...verified };
  if (v.kind === 'top') {
    const n = wholeIn(v.topN, 1, AUDIENCE_MAX);
    return n === null ? null : { kind: 'top', n, ...verified };
  }
  const n = wholeIn(v.minVisits, 1, MIN_VISITS_MAX);
  return n === null ? null : { kind: 'visits', n, ...verified };
}

/** The cap typed, null for none; undefined when what is typed is not a cap. */
export function capOfForm(v: OfferFormValues): number | null | undefined {
  if (v.cap.trim() === '') return null;
  return wholeIn(v.cap, 1, Number.MAX_SAFE_INTEGER) ?? undefined;
}

export function validateOfferForm(v: OfferFormValues, now: Date): FormErrors {
  const errors: FormErrors = {};
  const title = v.title.trim();
  if (!title) errors.title = { key: 'offer-form:form.errors.titleRequired' };
  else if (title.length > OFFER_TITLE_MAX)
    errors.title = { key: 'offer-form:form.errors.titleTooLong', params: { max: OFFER_TITLE_MAX } };
  const description = v.description.trim();
  if (!description) errors.description = { key: 'offer-form:form.errors.descriptionRequired' };
  else if (description.length > OFFER_DESCRIPTION_MAX)
    errors.description = {
      key: 'offer-form:form.errors.descriptionTooLong',
      params: { max: OFFER_DESCRIPTION_MAX },
    };
  const from = fromLocalInput(v.validFrom);
  const until = fromLocalInput(v.validUntil);
  if (!from) errors.validFrom = { key: 'offer-form:form.errors.dateRequired' };
  if (!until) errors.validUntil = { key: 'offer-form:form.errors.dateRequired' };
  else if (until <= now) errors.validUntil = { key: 'offer-form:form.errors.untilPast' };
  else if (from && until <= from) errors.validUntil = { key: 'offer-form:form.errors.untilBeforeFrom' };
  if (v.kind === 'top' && audienceOfForm(v) === null)
    errors.topN = { key: 'offer-form:form.errors.nRange', params: { max: AUDIENCE_MAX } };
  if (v.kind === 'visits' && audienceOfForm(v) === null)
    errors.minVisits = { key: 'offer-form:form.errors.nRange', params: { max: MIN_VISITS_MAX } };
  if (capOfForm(v) === undefined) errors.cap = { key: 'offer-form:form.errors.capRange' };
  return errors;
}

export interface OfferDraft {
  title: string;
  description: string;
  validFrom: Date;
  validUntil: Date;
  audience: Audience;
  cap: number | null;
}

/** The offer the values make, once validateOfferForm found nothing. */
export function draftOfForm(v: OfferFormValues): OfferDraft {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    validFrom: fromLocalInput(v.validFrom)!,
    validUntil: fromLocalInput(v.validUntil)!,
    audience: audienceOfForm(v)!,
    cap: capOfForm(v) ?? null,
  };
}
