import { describe, expect, test } from 'vitest';
import { errorText } from '@/i18n/error-text';
import {
  editProblem as editProblemOf,
  isOwnStoredPhoto,
  normalizeEdit,
  photoProblem as photoProblemOf,
} from './edit-model';

// The problems as the screens show them: the spec's texts, word for word.
const shown = (problem: unknown) => (problem ? errorText(problem) : null);
const photoProblem = (file: Parameters<typeof photoProblemOf>[0]) => shown(photoProblemOf(file));
const editProblem = (edit: Parameters<typeof editProblemOf>[0]) => shown(editProblemOf(edit));

const links = { instagram: '', twitter: '', youtube: '' };

describe('photoProblem: the spec’s four messages', () => {
  test('no file, wrong type (SVG too), too big, empty', () => {
    expect(photoProblem(null)).toBe('No file selected');
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('Please upload a JPG, PNG, or WebP image');
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBe('Please upload a JPG, PNG, or WebP image');
    expect(photoProblem({ type: 'image/png', size: 5242881 })).toBe('Image must be less than 5MB');
    expect(photoProblem({ type: 'image/webp', size: 0 })).toBe('File appears to be empty');
  });

  test('jpeg, png and webp up to 5 MB pass', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ type, size: 5242880 })).toBeNull();
  });
});

test('links are trimmed, empty allowed; bio over 200 or a link over 500 is refused', () => {
  expect(normalizeEdit({ bio: ' hi ', socialLinks: { ...links, twitter: '  https://x.com/a ' } })).toEqual({
    bio: ' hi ',
    socialLinks: { ...links, twitter: 'https://x.com/a' },
  });
  expect(editProblem({ bio: 'x'.repeat(200), socialLinks: links })).toBeNull();
  expect(editProblem({ bio: 'x'.repeat(201), socialLinks: links })).toMatch(/200/);
  expect(editProblem({ bio: '', socialLinks: { ...links, youtube: 'y'.repeat(501) } })).toMatch(/500/);
});

test('only photos in the user’s own profile-photos folder count as theirs to delete', () => {
  const url = 'http://127.0.0.1:9199/v0/b/b/o/profile-photos%2Fu1%2Fprofile_x.jpg?alt=media';
  expect(isOwnStoredPhoto(url, 'u1')).toBe(true);
  expect(isOwnStoredPhoto(url, 'u2')).toBe(false);
  expect(isOwnStoredPhoto('https://api.dicebear.com/7.x/pixel-art/svg?seed=u1', 'u1')).toBe(false);
});
