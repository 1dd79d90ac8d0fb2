import { t } from 'i18next';
import { createError, extensionOf, fieldsError, imageError } from './group-form';

const form = { name: 'Golden', city: 'Rome', region: 'Monti', description: 'Big spenders' };
const jpg = { type: 'image/jpeg', size: 1000 };
describe('createError', () => {
  it('checks the gold first, before the photo and the fields', () => {
    expect(createError({ name: '', city: '', region: '', description: '' }, null, 99)).toBe(
      t('groups:errors.needGold'),
    );
    expect(createError(form, jpg, 100)).toBeNull();
  });

  it('asks for the photo, then each field', () => {
    expect(createError(form, null, 500)).toBe('Please upload a group photo');
    expect(createError({ ...form, name: '  ' }, jpg, 500)).toBe(t('groups:errors.nameRequired'));
    expect(fieldsError({ ...form, city: '' })).toBe(t('groups:errors.cityRequired'));
    expect(fieldsError({ ...form, region: '' })).toBe(t('groups:errors.regionRequired'));
    expect(fieldsError({ ...form, description: ' ' })).toBe(t('groups:errors.descriptionRequired'));
  });

  it('checks the image like the profile photo validator', () => {
    expect(imageError({ type: 'image/svg+xml', size: 10 })).toBe(t('groups:errors.imageType'));
    expect(imageError({ type: 'image/png', size: 0 })).toBe(t('groups:errors.imageEmpty'));
    expect(imageError({ type: 'image/webp', size: 5242881 })).toBe(t('groups:errors.imageSize'));
    expect(imageError({ type: 'image/webp', size: 5242880 })).toBeNull();
  });
});

describe('extensionOf', () => {
  it('keeps the original extension, jpg by default', () => {
    expect(extensionOf('photo.PNG')).toBe('png');
    expect(extensionOf('a.b.webp')).toBe('webp');
    expect(extensionOf('noext')).toBe('jpg');
  });
});
