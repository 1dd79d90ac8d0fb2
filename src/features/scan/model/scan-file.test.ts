import { t } from 'i18next';
import { isHeicFile, validateScanFile } from './scan-file';

describe('validateScanFile', () => {
  const file = (over: Partial<{ size: number; type: string; name: string }> = {}) => ({
    size: 1000,
    type: 'image/jpeg',
    name: 'bill.jpg',
    ...over,
  });

  it('needs a file', () => {
    expect(validateScanFile(null)).toBe(t('scan:errors.noImageSelected'));
    expect(validateScanFile(undefined)).toBe(t('scan:errors.noImageSelected'));
  });

  it('allows up to 10485760 bytes', () => {
    expect(validateScanFile(file({ size: 10485760 }))).toBeNull();
    expect(validateScanFile(file({ size: 10485761 }))).toBe(t('scan:errors.fileTooLarge'));
  });

  it('accepts images and untyped HEIC/HEIF files', () => {
    expect(validateScanFile(file({ type: 'image/png', name: 'a.png' }))).toBeNull();
    expect(validateScanFile(file({ type: 'image/heic', name: 'a.HEIC' }))).toBeNull();
    expect(validateScanFile(file({ type: '', name: 'IMG_0001.HEIC' }))).toBeNull();
    expect(validateScanFile(file({ type: '', name: 'photo.heif' }))).toBeNull();
  });

  it('refuses anything else', () => {
    expect(validateScanFile(file({ type: 'application/pdf', name: 'bill.pdf' }))).toBe(
      t('scan:errors.invalidImageFormat'),
    );
    expect(validateScanFile(file({ type: '', name: 'bill.jpg' }))).toBe(t('scan:errors.invalidImageFormat'));
    expect(validateScanFile(file({ type: 'text/plain', name: 'bill.heic' }))).toBe(
      t('scan:errors.invalidImageFormat'),
    );
  });

  it('isHeicFile checks type or extension', () => {
    expect(isHeicFile({ type: 'image/heic', name: 'x' })).toBe(true);
    expect(isHeicFile({ type: 'image/heif-sequence', name: 'x' })).toBe(true);
    expect(isHeicFile({ type: '', name: 'x.heic' })).toBe(true);
    expect(isHeicFile({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false);
  });
});
