// The model's reply: find its JSON object and turn it into a checked bill.
import type { BillItem, ExtractedBill } from './bill';
import { REQUIRED_BILL_FIELDS, type RequiredBillField } from './bill';
import { normalizeBillDate } from './bill-date';
import { missingFieldsError } from './messages';
import { parseMoney, roundToCents } from './money';
import { AppError } from '@/domain/app-error';

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
  throw new AppError(sawCandidate ? 'scan:errors.billDetailsUnparseable' : 'scan:errors.billDetailsNotFound');
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

function parseItems(value: unknown): BillItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new AppError('scan:errors.billItemsUnreadable');
  return value.map((item: unknown) => {
    if (!isPlainObject(item)) throw new AppError('scan:errors.billItemDetailsUnreadable');
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    const price = parseMoney(item.price);
    if (!name || price === null) throw new AppError('scan:errors.billItemDetailsUnreadable');
    return { name, price: roundToCents(price) };
  });
}

/**
 * The required fields (spec section 5) that are missing or blank. Shared with the confirmation card's
 * edited fields (bill-draft.ts): the same rules, the same messages.
 */
export function missingBillFields(data: Record<string, unknown>): RequiredBillField[] {
  return REQUIRED_BILL_FIELDS.filter((field) =>
    field === 'restaurantName' || field === 'address' ? textOf(data[field]) === null : isBlank(data[field]),
  );
}

/** A bill total as given ('42,50', 42.5, '€ 42.50'): a positive amount to the cent, or null. */
export function billTotal(value: unknown): number | null {
  const amount = parseMoney(value);
  if (amount === null) return null;
  const total = roundToCents(amount);
  return total > 0 ? total : null;
}

/**
 * Turns the model's reply text into a checked bill. Throws an AppError carrying the spec's message.
 */
export function parseBillReply(text: string | null | undefined): ExtractedBill {
  if (typeof text !== 'string' || text.trim() === '') throw new AppError('scan:errors.billNotAnalyzed');
  const data = extractJsonObject(text);

  const missing = missingBillFields(data);
  if (missing.length > 0) throw missingFieldsError(missing);

  const totalAmount = billTotal(data.totalAmount);
  if (totalAmount === null) throw new AppError('scan:errors.billAmountUnreadable');

  const date = normalizeBillDate(data.date);
  if (date === null) throw new AppError('scan:errors.billDateUnreadable');

  return {
    restaurantName: textOf(data.restaurantName) ?? '',
    address: textOf(data.address) ?? '',
    totalAmount,
    date,
    items: parseItems(data.items),
  };
}
