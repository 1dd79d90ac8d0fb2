// The confirmation card's fields as the person edits them (decision 0009: every field editable before
// Confirm, because on-device reading is weaker than a model), and their check: the reply's own rules
// and spec section 5 messages (missingBillFields, billTotal, normalizeBillDate).
import { t } from 'i18next';
import { documentLanguage } from '@/i18n/languages';
import type { BillItem, ExtractedBill, RequiredBillField } from './bill';
import { normalizeBillDate } from './bill-date';
import { missingFieldsMessage } from './messages';
import { billTotal, missingBillFields } from './reply';

export interface BillDraft {
  restaurantName: string;
  address: string;
  /** As typed: '42.50', '42,50', '€ 42.50' (parseMoney reads a decimal point or comma). */
  totalAmount: string;
  /** YYYY-MM-DD (a date input's value), or as read. */
  date: string;
  items: BillItem[];
}

/** What a scan read: a model's checked bill, or the on-device reader's fields, any of them missing. */
export interface ReadFields {
  restaurantName: string;
  address: string;
  totalAmount: number | null;
  date: string | null;
  items: BillItem[];
}

/**
 * A read total as its field shows it, with the decimal separator the person types: 42.50, in Italian
 * 42,50. No thousands separator, so that editing it never meets one.
 */
function amountText(amount: number): string {
  const text = amount.toFixed(2);
  return documentLanguage() === 'it' ? text.replace('.', ',') : text;
}

export function draftOf(fields: ReadFields): BillDraft {
  return {
    restaurantName: fields.restaurantName,
    address: fields.address,
    totalAmount: fields.totalAmount === null ? '' : amountText(fields.totalAmount),
    date: fields.date ?? '',
    items: fields.items,
  };
}

/** The spec message of each field that cannot be saved as it is. */
export type DraftProblems = Partial<Record<RequiredBillField, string>>;

export type DraftCheck = { bill: ExtractedBill; problems: null } | { bill: null; problems: DraftProblems };

/** Checks the edited fields; either the bill to save or, for each field at fault, its message. */
export function checkDraft(draft: BillDraft): DraftCheck {
  const missing = missingBillFields({ ...draft });
  const problems: DraftProblems = {};
  if (missing.length > 0) {
    const message = missingFieldsMessage(missing);
    for (const field of missing) problems[field] = message;
  }
  const totalAmount = billTotal(draft.totalAmount);
  if (!problems.totalAmount && totalAmount === null)
    problems.totalAmount = t('scan:errors.billAmountUnreadable');
  const date = normalizeBillDate(draft.date);
  if (!problems.date && date === null) problems.date = t('scan:errors.billDateUnreadable');
  if (Object.keys(problems).length > 0 || totalAmount === null || date === null)
    return { bill: null, problems };
  return {
    bill: {
      restaurantName: draft.restaurantName.trim(),
      address: draft.address.trim(),
      totalAmount,
      date,
      items: draft.items,
    },
    problems: null,
  };
}
