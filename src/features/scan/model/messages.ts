// The spec's scan messages and screen texts (sections 2, 5 and 8, word for word; the spec's '...'
// elisions completed), and which of them a failed scan or save shows.

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
export const SAVE_BILL_FAILED = 'Failed to save bill data';

/** Owner set-up from a bill (section 5). */
export const USER_NOT_FOUND = 'User not found';

/** Fraud control (beyond the spec; docs/decisions/0002). */
export const RECEIPT_ALREADY_CLAIMED = 'This receipt has already been claimed.';
export const BILL_DATE_IN_FUTURE = 'This bill is dated in the future.';
export const BILL_TOO_OLD = 'Bills older than 30 days cannot be claimed.';
/** The rules refuse it too: an owner cannot earn points at their own restaurant (decision 0002). */
export const OWN_RESTAURANT_BILL = 'Bills from your own restaurant cannot be claimed.';

/** Owner set-up from a bill when another owner already claimed that restaurant (decision 0008). */
export const RESTAURANT_HAS_OWNER =
  'This restaurant already has an owner on Goldfork. If it is yours, contact support.';

/** Owner set-up from a bill succeeded (decision 0002: profile only, no bill, no points). */
export const OWNER_PROFILE_CREATED = 'Restaurant profile created from your bill!';

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
  SAVE_BILL_FAILED,
  USER_NOT_FOUND,
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

/** Messages that mean a bill can never be claimed, whatever the retry. */
export const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  RECEIPT_ALREADY_CLAIMED,
  BILL_DATE_IN_FUTURE,
  BILL_TOO_OLD,
  OWN_RESTAURANT_BILL,
  RESTAURANT_HAS_OWNER,
]);

/** Earning caps (docs/decisions/0010-caps-and-periods.md; the rules refuse them too). */
export const DAILY_BILL_LIMIT = "You have reached today's limit of 5 bills. Try again tomorrow.";
export const BILL_OVER_MAX = 'Bills over €1,000.00 cannot be claimed.';
export const DAILY_TOTAL_LIMIT = "This bill would take you over today's limit of €2,000.00.";
export const CAP_REFUSALS: ReadonlySet<string> = new Set([
  DAILY_BILL_LIMIT,
  BILL_OVER_MAX,
  DAILY_TOTAL_LIMIT,
]);
