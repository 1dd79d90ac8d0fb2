import {
  BILL_AMOUNT_UNREADABLE,
  BILL_DATE_IN_FUTURE,
  BILL_DATE_UNREADABLE,
  BILL_DETAILS_NOT_FOUND,
  BILL_DETAILS_UNPARSEABLE,
  BILL_ITEMS_UNREADABLE,
  BILL_ITEM_DETAILS_UNREADABLE,
  BILL_NOT_ANALYZED,
  BILL_TOO_OLD,
  FILE_TOO_LARGE,
  INVALID_IMAGE_FORMAT,
  NO_IMAGE_SELECTED,
  READ_FILE_FAILED,
  RECEIPT_ALREADY_CLAIMED,
  SAVE_BILL_FAILED,
  SCAN_FAILED_GENERIC,
  SCAN_RECEIPT_FAILED,
  SCAN_TEXTS,
  SIGN_IN_TO_CONTINUE,
  SIGN_IN_TO_SCAN,
  missingFieldsMessage,
  scanErrorMessage,
} from './messages';

describe('messages', () => {
  it('are the spec texts word for word', () => {
    expect(FILE_TOO_LARGE).toBe('File size must be less than 10MB');
    expect(SIGN_IN_TO_SCAN).toBe('Please sign in to scan receipts');
    expect(SIGN_IN_TO_CONTINUE).toBe('Please sign in to continue');
    expect(INVALID_IMAGE_FORMAT).toBe('Invalid image format. Please try again with a different image.');
    expect(NO_IMAGE_SELECTED).toBe('Please select an image to scan');
    expect(missingFieldsMessage(['restaurantName', 'date'])).toBe(
      'Could not find all required information (restaurantName, date). Please try again with a clearer image.',
    );
    expect(BILL_AMOUNT_UNREADABLE).toBe(
      'Could not read the bill amount clearly. Please try again with a clearer image.',
    );
    expect(BILL_DATE_UNREADABLE).toBe(
      'Could not read the bill date clearly. Please try again with a clearer image.',
    );
    expect(BILL_ITEMS_UNREADABLE).toBe(
      'Could not read the bill items correctly. Please try again with a clearer image.',
    );
    expect(BILL_ITEM_DETAILS_UNREADABLE).toBe(
      'Could not read some item details clearly. Please try again with a clearer image.',
    );
    expect(BILL_NOT_ANALYZED).toBe('Could not analyze the bill. Please try again with a clearer image.');
    expect(BILL_DETAILS_NOT_FOUND).toBe(
      'Could not extract bill details from the image. Please try again with a clearer image.',
    );
    expect(BILL_DETAILS_UNPARSEABLE).toBe('Could not parse bill details. Please try again.');
    expect(SCAN_FAILED_GENERIC).toBe(
      'An error occurred while scanning the bill. Please try again with a clearer image or contact support if the problem persists.',
    );
    expect(READ_FILE_FAILED).toBe('Failed to read file');
    expect(SCAN_RECEIPT_FAILED).toBe('Failed to scan receipt');
    expect(SAVE_BILL_FAILED).toBe('Failed to save bill data');
    expect(RECEIPT_ALREADY_CLAIMED).toBe('This receipt has already been claimed.');
    expect(BILL_DATE_IN_FUTURE).toBe('This bill is dated in the future.');
    expect(BILL_TOO_OLD).toBe('Bills older than 30 days cannot be claimed.');
    expect(SCAN_TEXTS.analyzing).toBe('Analyzing receipt...');
    expect(SCAN_TEXTS.success).toBe('Congratulations! You earned Gold Points!');
  });

  it('scanErrorMessage passes our messages through and hides the rest', () => {
    expect(scanErrorMessage(new Error(BILL_DATE_UNREADABLE))).toBe(BILL_DATE_UNREADABLE);
    expect(scanErrorMessage(new Error(missingFieldsMessage(['date'])))).toBe(missingFieldsMessage(['date']));
    expect(scanErrorMessage(new Error('FirebaseError: permission-denied'))).toBe(SCAN_RECEIPT_FAILED);
    expect(scanErrorMessage('boom', SAVE_BILL_FAILED)).toBe(SAVE_BILL_FAILED);
    expect(scanErrorMessage(undefined, READ_FILE_FAILED)).toBe(READ_FILE_FAILED);
  });
});
