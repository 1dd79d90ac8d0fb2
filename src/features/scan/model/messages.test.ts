import { missingFieldsMessage, SCAN_MSG, SCAN_TEXTS, scanErrorMessage } from './messages';

describe('messages', () => {
  it('are the spec texts word for word', () => {
    expect(SCAN_MSG.fileTooLarge).toBe('File size must be less than 10MB');
    expect(SCAN_MSG.signInToScan).toBe('Please sign in to scan receipts');
    expect(SCAN_MSG.signInToContinue).toBe('Please sign in to continue');
    expect(SCAN_MSG.invalidImageFormat).toBe(
      'Invalid image format. Please try again with a different image.',
    );
    expect(SCAN_MSG.noImageSelected).toBe('Please select an image to scan');
    expect(missingFieldsMessage(['restaurantName', 'date'])).toBe(
      'Could not find all required information (restaurantName, date). Please try again with a clearer image.',
    );
    expect(SCAN_MSG.billAmountUnreadable).toBe(
      'Could not read the bill amount clearly. Please try again with a clearer image.',
    );
    expect(SCAN_MSG.billDateUnreadable).toBe(
      'Could not read the bill date clearly. Please try again with a clearer image.',
    );
    expect(SCAN_MSG.billItemsUnreadable).toBe(
      'Could not read the bill items correctly. Please try again with a clearer image.',
    );
    expect(SCAN_MSG.billItemDetailsUnreadable).toBe(
      'Could not read some item details clearly. Please try again with a clearer image.',
    );
    expect(SCAN_MSG.billNotAnalyzed).toBe(
      'Could not analyze the bill. Please try again with a clearer image.',
    );
    expect(SCAN_MSG.billDetailsNotFound).toBe(
      'Could not extract bill details from the image. Please try again with a clearer image.',
    );
    expect(SCAN_MSG.billDetailsUnparseable).toBe('Could not parse bill details. Please try again.');
    expect(SCAN_MSG.scanFailedGeneric).toBe(
      'An error occurred while scanning the bill. Please try again with a clearer image or contact support if the problem persists.',
    );
    expect(SCAN_MSG.readFileFailed).toBe('Failed to read file');
    expect(SCAN_MSG.scanReceiptFailed).toBe('Failed to scan receipt');
    expect(SCAN_MSG.saveBillFailed).toBe('Failed to save bill data');
    expect(SCAN_MSG.receiptAlreadyClaimed).toBe('This receipt has already been claimed.');
    expect(SCAN_MSG.billDateInFuture).toBe('This bill is dated in the future.');
    expect(SCAN_MSG.billTooOld).toBe('Bills older than 30 days cannot be claimed.');
    expect(SCAN_TEXTS.analyzing).toBe('Analyzing receipt...');
    expect(SCAN_TEXTS.success).toBe('Congratulations! You earned Gold Points!');
  });

  it('scanErrorMessage passes our messages through and hides the rest', () => {
    expect(scanErrorMessage(new Error(SCAN_MSG.billDateUnreadable))).toBe(SCAN_MSG.billDateUnreadable);
    expect(scanErrorMessage(new Error(missingFieldsMessage(['date'])))).toBe(missingFieldsMessage(['date']));
    expect(scanErrorMessage(new Error('FirebaseError: permission-denied'))).toBe(SCAN_MSG.scanReceiptFailed);
    expect(scanErrorMessage('boom', SCAN_MSG.saveBillFailed)).toBe(SCAN_MSG.saveBillFailed);
    expect(scanErrorMessage(undefined, SCAN_MSG.readFileFailed)).toBe(SCAN_MSG.readFileFailed);
  });
});
