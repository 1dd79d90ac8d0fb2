// The spec's scan messages and screen texts (sections 2, 5 and 8, word for word in English; the spec's
// '...' elisions completed), and which of them a failed scan or save shows. Each message is made from
// the catalogue (src/i18n/locales/*/scan.json) in the language of the moment it is read.
import { t } from 'i18next';
import { formatCount, formatEuro } from '@/i18n/format';
import type { RequiredBillField } from './bill';
import { MAX_BILL_TOTAL, MAX_BILLS_PER_DAY, MAX_DAY_TOTAL } from './bill-limits';

/** The scan's messages: thrown as Error messages, shown on the error card, the confirmation card or a toast. */
export const SCAN_MSG = {
  get fileTooLarge() {
    return t('scan:errors.fileTooLarge');
  },
  get signInToScan() {
    return t('scan:errors.signInToScan');
  },
  get signInToContinue() {
    return t('scan:errors.signInToContinue');
  },
  get invalidImageFormat() {
    return t('scan:errors.invalidImageFormat');
  },
  get noImageSelected() {
    return t('scan:errors.noImageSelected');
  },
  get billAmountUnreadable() {
    return t('scan:errors.billAmountUnreadable');
  },
  get billDateUnreadable() {
    return t('scan:errors.billDateUnreadable');
  },
  get billItemsUnreadable() {
    return t('scan:errors.billItemsUnreadable');
  },
  get billItemDetailsUnreadable() {
    return t('scan:errors.billItemDetailsUnreadable');
  },
  get billNotAnalyzed() {
    return t('scan:errors.billNotAnalyzed');
  },
  get billDetailsNotFound() {
    return t('scan:errors.billDetailsNotFound');
  },
  get billDetailsUnparseable() {
    return t('scan:errors.billDetailsUnparseable');
  },
  get scanFailedGeneric() {
    return t('scan:errors.scanFailedGeneric');
  },
  get readFileFailed() {
    return t('scan:errors.readFileFailed');
  },
  get scanReceiptFailed() {
    return t('scan:errors.scanReceiptFailed');
  },
  get saveBillFailed() {
    return t('scan:errors.saveBillFailed');
  },
  /** The on-device reader's files could not be loaded (offline on the first scan, say). */
  get readerUnavailable() {
    return t('scan:errors.readerUnavailable');
  },
  /** Owner set-up from a bill (section 5). */
  get userNotFound() {
    return t('scan:errors.userNotFound');
  },
  /** Fraud control (beyond the spec; docs/decisions/0002). */
  get receiptAlreadyClaimed() {
    return t('scan:errors.receiptAlreadyClaimed');
  },
  get billDateInFuture() {
    return t('scan:errors.billDateInFuture');
  },
  get billTooOld() {
    return t('scan:errors.billTooOld');
  },
  /** The rules refuse it too: an owner cannot earn points at their own restaurant (decision 0002). */
  get ownRestaurantBill() {
    return t('scan:errors.ownRestaurantBill');
  },
  /** Owner set-up from a bill when another owner already claimed that restaurant (decision 0008). */
  get restaurantHasOwner() {
    return t('scan:errors.restaurantHasOwner');
  },
  /** Owner set-up from a bill succeeded (decision 0002: profile only, no bill, no points). */
  get ownerProfileCreated() {
    return t('scan:ownerProfileCreated');
  },
  /** Earning caps (docs/decisions/0010-caps-and-periods.md; the rules refuse them too). */
  get dailyBillLimit() {
    return t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) });
  },
  get billOverMax() {
    return t('scan:caps.billOverMax', { amount: formatEuro(MAX_BILL_TOTAL) });
  },
  get dailyTotalLimit() {
    return t('scan:caps.dailyTotalLimit', { amount: formatEuro(MAX_DAY_TOTAL) });
  },
};

/** A required field as the missing-fields message names it (English: the field's name, as the spec writes it). */
export function fieldName(field: RequiredBillField): string {
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
export const SCAN_TEXTS = {
  get dropZone() {
    return t('scan:screen.dropZone');
  },
  get formats() {
    return t('scan:screen.formats');
  },
  get scanNew() {
    return t('scan:screen.scanNew');
  },
  get analyzing() {
    return t('scan:screen.analyzing');
  },
  get preparing() {
    return t('scan:screen.preparing');
  },
  get errorTitle() {
    return t('scan:screen.errorTitle');
  },
  get tryAgain() {
    return t('scan:screen.tryAgain');
  },
  get cancel() {
    return t('scan:screen.cancel');
  },
  get confirm() {
    return t('scan:screen.confirm');
  },
  get success() {
    return t('scan:screen.success');
  },
};

/** Our own scan messages, as they read now. */
function knownMessages(): string[] {
  const m = SCAN_MSG;
  return [
    m.fileTooLarge,
    m.signInToScan,
    m.signInToContinue,
    m.invalidImageFormat,
    m.noImageSelected,
    m.billAmountUnreadable,
    m.billDateUnreadable,
    m.billItemsUnreadable,
    m.billItemDetailsUnreadable,
    m.billNotAnalyzed,
    m.billDetailsNotFound,
    m.billDetailsUnparseable,
    m.scanFailedGeneric,
    m.readFileFailed,
    m.scanReceiptFailed,
    m.saveBillFailed,
    m.userNotFound,
    m.receiptAlreadyClaimed,
    m.billDateInFuture,
    m.billTooOld,
    m.ownRestaurantBill,
    m.restaurantHasOwner,
  ];
}

/**
 * The message to show for an error thrown during a scan: our own scan messages pass through,
 * anything else (SDK, Firebase, programming errors) becomes `fallback`.
 */
export function scanErrorMessage(error: unknown, fallback: string = SCAN_MSG.scanReceiptFailed): string {
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
      SCAN_MSG.receiptAlreadyClaimed,
      SCAN_MSG.billDateInFuture,
      SCAN_MSG.billTooOld,
      SCAN_MSG.ownRestaurantBill,
      SCAN_MSG.restaurantHasOwner,
    ].includes(message),
};

/** The earning caps' messages (docs/decisions/0010-caps-and-periods.md). */
export const CAP_REFUSALS: MessageSet = {
  has: (message) =>
    [SCAN_MSG.dailyBillLimit, SCAN_MSG.billOverMax, SCAN_MSG.dailyTotalLimit].includes(message),
};
