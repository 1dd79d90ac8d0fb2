// The spec's scan messages and screen texts (sections 2, 5 and 8, word for word in English; the spec's
// '...' elisions completed), and which of them a failed scan or save shows. Each message is made from
// the catalogue (src/i18n/locales/*/scan.json) in the language of the moment it is shown; the api and
// model throw them as AppError keys (decision 0037).
import { t } from 'i18next';
import { AppError, isAppError, type MessageKey } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';
import type { RequiredBillField } from './bill';

/** A required field as the missing-fields message names it (English: the field's name, as the spec writes it). */
function fieldName(field: RequiredBillField): string {
  return t(`scan:errors.fields.${field}`);
}

/** 'Could not find all required information (restaurantName, date). Please try again with a clearer image.' */
export function missingFieldsMessage(fields: readonly RequiredBillField[]): string {
  return t('scan:errors.missingFields', { fields: fields.map(fieldName).join(', ') });
}

/** The missing-fields refusal as an error: the field names are worded when it is shown. */
export function missingFieldsError(fields: readonly RequiredBillField[]): AppError {
  return new AppError('scan:errors.missingFields', () => ({ fields: fields.map(fieldName).join(', ') }));
}

/** Texts of the Scan Receipt screen (section 2). */

/** Our own scan messages. */
const KNOWN: MessageKey[] = [
  'scan:errors.fileTooLarge',
  'scan:errors.signInToScan',
  'scan:errors.signInToContinue',
  'scan:errors.invalidImageFormat',
  'scan:errors.noImageSelected',
  'scan:errors.billAmountUnreadable',
  'scan:errors.billDateUnreadable',
  'scan:errors.billItemsUnreadable',
  'scan:errors.billItemDetailsUnreadable',
  'scan:errors.billNotAnalyzed',
  'scan:errors.billDetailsNotFound',
  'scan:errors.billDetailsUnparseable',
  'scan:errors.scanFailedGeneric',
  'scan:errors.readFileFailed',
  'scan:errors.scanReceiptFailed',
  'scan:errors.saveBillFailed',
  'scan:errors.userNotFound',
  'scan:errors.receiptAlreadyClaimed',
  'scan:errors.billDateInFuture',
  'scan:errors.billTooOld',
  'scan:errors.ownRestaurantBill',
  'scan:errors.restaurantHasOwner',
  'scan:errors.missingFields',
  'scan:code.errors.notFound',
  'scan:code.errors.expired',
  'scan:code.errors.used',
  'scan:code.errors.otherRestaurant',
  'scan:code.errors.checkFailed',
];

/** Whether `error` is one of our own scan messages. */
export const isScanError = (error: unknown): error is AppError => isAppError(error, ...KNOWN);

/**
 * The message to show for an error thrown during a scan: our own scan messages pass through,
 * anything else (SDK, Firebase, programming errors) becomes `fallback`.
 */
export function scanErrorMessage(
  error: unknown,
  fallback: MessageKey = 'scan:errors.scanReceiptFailed',
): string {
  return isScanError(error) ? errorText(error) : t(fallback);
}

/** Whether `error` means a bill can never be claimed, whatever the retry. */
export const isFinalRefusal = (error: unknown): boolean =>
  isAppError(
    error,
    'scan:errors.receiptAlreadyClaimed',
    'scan:errors.billDateInFuture',
    'scan:errors.billTooOld',
    'scan:errors.ownRestaurantBill',
    'scan:errors.restaurantHasOwner',
  );

/** Whether `error` is one of the earning caps' refusals (docs/decisions/0010-caps-and-periods.md). */
export const isCapRefusal = (error: unknown): boolean =>
  isAppError(error, 'scan:caps.dailyBillLimit', 'scan:caps.billOverMax', 'scan:caps.dailyTotalLimit');
