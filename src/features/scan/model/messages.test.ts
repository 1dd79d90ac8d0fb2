import { t } from 'i18next';
import { missingFieldsError, missingFieldsMessage, scanErrorMessage } from './messages';
import { AppError } from '@/domain/app-error';

describe('messages', () => {
  it('are the spec texts word for word', () => {
    expect(t('scan:errors.fileTooLarge')).toBe('File size must be less than 10MB');
    expect(t('scan:errors.signInToScan')).toBe('Please sign in to scan receipts');
    expect(t('scan:errors.signInToContinue')).toBe('Please sign in to continue');
    expect(t('scan:errors.invalidImageFormat')).toBe(
      'Invalid image format. Please try again with a different image.',
    );
    expect(t('scan:errors.noImageSelected')).toBe('Please select an image to scan');
    expect(missingFieldsMessage(['restaurantName', 'date'])).toBe(
      'Could not find all required information (restaurantName, date). Please try again with a clearer image.',
    );
    expect(t('scan:errors.billAmountUnreadable')).toBe(
      'Could not read the bill amount clearly. Please try again with a clearer image.',
    );
    expect(t('scan:errors.billDateUnreadable')).toBe(
      'Could not read the bill date clearly. Please try again with a clearer image.',
    );
    expect(t('scan:errors.billItemsUnreadable')).toBe(
      'Could not read the bill items correctly. Please try again with a clearer image.',
    );
    expect(t('scan:errors.billItemDetailsUnreadable')).toBe(
      'Could not read some item details clearly. Please try again with a clearer image.',
    );
    expect(t('scan:errors.billNotAnalyzed')).toBe(
      'Could not analyze the bill. Please try again with a clearer image.',
    );
    expect(t('scan:errors.billDetailsNotFound')).toBe(
      'Could not extract bill details from the image. Please try again with a clearer image.',
    );
    expect(t('scan:errors.billDetailsUnparseable')).toBe('Could not parse bill details. Please try again.');
    expect(t('scan:errors.scanFailedGeneric')).toBe(
      'An error occurred while scanning the bill. Please try again with a clearer image or contact support if the problem persists.',
    );
    expect(t('scan:errors.readFileFailed')).toBe('Failed to read file');
    expect(t('scan:errors.scanReceiptFailed')).toBe('Failed to scan receipt');
    expect(t('scan:errors.saveBillFailed')).toBe('Failed to save bill data');
    expect(t('scan:errors.receiptAlreadyClaimed')).toBe('This receipt has already been claimed.');
    expect(t('scan:errors.billDateInFuture')).toBe('This bill is dated in the future.');
    expect(t('scan:errors.billTooOld')).toBe('Bills older than 30 days cannot be claimed.');
    expect(t('scan:screen.analyzing')).toBe('Analyzing receipt...');
    expect(t('scan:screen.success')).toBe('Congratulations! You earned Gold Points!');
  });

  it('scanErrorMessage passes our messages through and hides the rest', () => {
    expect(scanErrorMessage(new AppError('scan:errors.billDateUnreadable'))).toBe(
      t('scan:errors.billDateUnreadable'),
    );
    expect(scanErrorMessage(missingFieldsError(['date']))).toBe(missingFieldsMessage(['date']));
    expect(scanErrorMessage(new Error('FirebaseError: permission-denied'))).toBe(
      t('scan:errors.scanReceiptFailed'),
    );
    expect(scanErrorMessage('boom', 'scan:errors.saveBillFailed')).toBe(t('scan:errors.saveBillFailed'));
    expect(scanErrorMessage(undefined, 'scan:errors.readFileFailed')).toBe(t('scan:errors.readFileFailed'));
  });
});
