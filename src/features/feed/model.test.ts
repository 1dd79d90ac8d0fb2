import { describe, expect, test } from 'vitest';
import { errorText } from '@/i18n/error-text';
import { draftProblem as problemOf, imageProblem as imageProblemOf, toPost, type PostDraft } from './model';

// The problems as the composer shows them: the spec's texts, word for word.
const shown = (problem: unknown) => (problem ? errorText(problem) : null);
const draftProblem = (d: PostDraft) => shown(problemOf(d));
const imageProblem = (f: Pick<File, 'type' | 'size'>) => shown(imageProblemOf(f));

const draft = (over = {}) => ({ content: 'Great pasta', location: '', image: null, ...over });

describe('draftProblem', () => {
  test("empty or blank content: 'Content cannot be empty'", () => {
    expect(draftProblem(draft({ content: '' }))).toBe('Content cannot be empty');
    expect(draftProblem(draft({ content: '  \n ' }))).toBe('Content cannot be empty');
    expect(draftProblem(draft())).toBeNull();
  });

  test('too long content or location is refused before anything is sent', () => {
    expect(draftProblem(draft({ content: 'x'.repeat(2001) }))).toMatch(/2000/);
    expect(draftProblem(draft({ location: 'y'.repeat(201) }))).toMatch(/200/);
  });

  test('an image must be JPEG, PNG or WebP, not empty, at most 5 MB', () => {
    const file = (type: string, size: number) => ({ type, size, name: 'x' }) as unknown as File;
    expect(draftProblem(draft({ image: file('image/svg+xml', 10) }))).toBe(
      'Please upload a JPG, PNG, or WebP image',
    );
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('File appears to be empty');
    expect(imageProblem({ type: 'image/webp', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Image must be less than 5MB',
    );
    expect(imageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
  });
});

test('toPost maps a stored post, with safe defaults', () => {
  const at = new Date('2026-11-01T10:00:00Z');
  expect(
    toPost(
      'p1',
      { userId: 'u', content: 'Hi', likeCount: 2, commentCount: 1, createdAt: at, image: '' },
      (v) => v as Date,
    ),
  ).toEqual({
    id: 'p1',
    userId: 'u',
    content: 'Hi',
    image: null,
    imageSmall: null,
    location: null,
    likeCount: 2,
    commentCount: 1,
    createdAt: at,
    pending: false,
  });
  expect(toPost('p2', {}, () => null)).toMatchObject({ content: '', likeCount: 0, commentCount: 0 });
  expect(toPost('p3', {}, () => null, true).pending).toBe(true);
  expect(
    toPost('p4', { image: 'https://x.test/a.jpg', imageSmall: 'https://x.test/a-640.jpg' }, () => null),
  ).toMatchObject({ image: 'https://x.test/a.jpg', imageSmall: 'https://x.test/a-640.jpg' });
});
