// Profile editing and the photo upload (spec sections 2, 4, 5, 8 and 9): messages (catalogue `profile`),
// limits, and the checks made before anything is written or uploaded.
import type { SocialLinks } from '@/domain/user-record';
import { AppError } from '@/domain/app-error';

export const BIO_MAX = 200;
/** decision 0002, change 7: social links at most 500 characters each. */
export const LINK_MAX = 500;
const PHOTO_MAX_BYTES = 5242880;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ProfileEdit {
  bio: string;
  socialLinks: SocialLinks;
}

/** Social links trimmed (empty allowed); the bio is kept as typed (line breaks are the user's). */
export function normalizeEdit(edit: ProfileEdit): ProfileEdit {
  return {
    bio: edit.bio,
    socialLinks: {
      instagram: edit.socialLinks.instagram.trim(),
      twitter: edit.socialLinks.twitter.trim(),
      youtube: edit.socialLinks.youtube.trim(),
    },
  };
}

export function editProblem(edit: ProfileEdit): AppError | null {
  if (edit.bio.length > BIO_MAX) return new AppError('profile:errors.bioTooLong', { max: BIO_MAX });
  const links = normalizeEdit(edit).socialLinks;
  if (Object.values(links).some((l) => l.length > LINK_MAX))
    return new AppError('profile:errors.linkTooLong', { max: LINK_MAX });
  return null;
}

/** The spec's four photo checks, in its order. */
export function photoProblem(file: Pick<File, 'type' | 'size'> | null | undefined): AppError | null {
  if (!file) return new AppError('profile:errors.noFile');
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return new AppError('profile:errors.photoType');
  if (file.size > PHOTO_MAX_BYTES) return new AppError('profile:errors.photoSize');
  if (file.size === 0) return new AppError('profile:errors.photoEmpty');
  return null;
}

/** Whether a photo URL points into this user's own profile-photos folder (so it may be deleted). */
export function isOwnStoredPhoto(url: string, uid: string): boolean {
  return url.includes(`/o/profile-photos%2F${encodeURIComponent(uid)}%2F`);
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done' }
  | { status: 'error'; message: string };
