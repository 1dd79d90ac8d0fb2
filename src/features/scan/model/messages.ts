// The spec's scan messages and screen texts (sections 2, 5 and 8, word for word in English; the spec's
// '...' elisions completed), and which of them a failed scan or save shows. Each message is made from
// the catalogue (src/i18n/locales/*/scan.json) in the language of the moment it is read.
import { t } from 'i18next';
import { formatCount, formatEuro } from '@/i18n/format';
import type { RequiredBillField } from './bill';
import { MAX_BILL_TOTAL, MAX_BILLS_PER_DAY, MAX_DAY_TOTAL } from './bill-limits';

/** A required field as the missing-fields message names it (English: the field's name, as the spec writes it). */
function fieldName(field: RequiredBillField): string {
  return t(`scan:errors.fields.${field}`);
}

/** 'Could not find all required information (restaurantName, date). Please try again with a clearer image.' */
export function missingFieldsMessage(fields: readonly RequiredBillField[]): string {
  return t('scan:errors.missingFields', { fields: fields.map(fieldName).join(', ') });
}

/** True for a message made by missingFieldsMessage in the language of the moment. */
function isMissingFieldsMessage(message: string): boolean {
  const marker = '\u0000';
  const [before = '', after = ''] = t('scan:errors.missingFields', { fields: marker }).split(marker);
  return (
    message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after)
  );
}

/** Texts of the Scan Receipt screen (section 2). */

/** Our own scan messages, as they read now. */
function knownMessages(): string[] {
  return [
    t('scan:errors.fileTooLarge'),
    t('scan:errors.signInToScan'),
    t('scan:errors.signInToContinue'),
    t('scan:errors.invalidImageFormat'),
    t('scan:errors.noImageSelected'),
    t('scan:errors.billAmountUnreadable'),
    t('scan:errors.billDateUnreadable'),
    t('scan:errors.billItemsUnreadable'),
    t('scan:errors.billItemDetailsUnreadable'),
    t('scan:errors.billNotAnalyzed'),
    t('scan:errors.billDetailsNotFound'),
    t('scan:errors.billDetailsUnparseable'),
    t('scan:errors.scanFailedGeneric'),
    t('scan:errors.readFileFailed'),
    t('scan:errors.scanReceiptFailed'),
    t('scan:errors.saveBillFailed'),
    t('scan:errors.userNotFound'),
    t('scan:errors.receiptAlreadyClaimed'),
    t('scan:errors.billDateInFuture'),
    t('scan:errors.billTooOld'),
    t('scan:errors.ownRestaurantBill'),
    t('scan:errors.restaurantHasOwner'),
  ];
}

/**
 * The message to show for an error thrown during a scan: our own scan messages pass through,
 * anything else (SDK, Firebase, programming errors) becomes `fallback`.
 */
export function scanErrorMessage(
  error: unknown,
  fallback: string = t('scan:errors.scanReceiptFailed'),
): string {
  if (!(error instanceof Error)) return fallback;
  const { message } = error;
  if (knownMessages().includes(message)) return message;
  if (isMissingFieldsMessage(message)) return message;
  return fallback;
}

/** A set of messages, made in the language of the moment it is asked. */
export interface MessageSet {
  has(message: string): boolean;
}

/** Messages that mean a bill can never be claimed, whatever the retry. */
export const FINAL_REFUSALS: MessageSet = {
  has: (message) =>
    [
      t('scan:errors.receiptAlreadyClaimed'),
      t('scan:errors.billDateInFuture'),
      t('scan:errors.billTooOld'),
      t('scan:errors.ownRestaurantBill'),
      t('scan:errors.restaurantHasOwner'),
    ].includes(message),
};

/** The earning caps' messages (docs/decisions/0010-caps-and-periods.md). */
export const CAP_REFUSALS: MessageSet = {
  has: (message) =>
    [
      t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) }),
      t('scan:caps.billOverMax', { amount: formatEuro(MAX_BILL_TOTAL) }),
      t('scan:caps.dailyTotalLimit', { amount: formatEuro(MAX_DAY_TOTAL) }),
    ].includes(message),
};
