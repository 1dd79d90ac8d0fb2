// The create and settings forms of a group (spec section 5): the fields, the photo, and the first
// problem to show.
import { t } from 'i18next';
import { GROUP_FEE } from './group';

const MAX_IMAGE_BYTES = 5242880;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 1000;

export interface GroupForm {
  name: string;
  city: string;
  region: string;
  description: string;
}

export const EMPTY_FORM: GroupForm = { name: '', city: '', region: '', description: '' };

export function trimForm(f: GroupForm): GroupForm {
  return {
    name: f.name.trim(),
    city: f.city.trim(),
    region: f.region.trim(),
    description: f.description.trim(),
  };
}

/** The text fields' first problem, or null. */
export function fieldsError(f: GroupForm): string | null {
  const trimmed = trimForm(f);
  if (!trimmed.name) return t('groups:errors.nameRequired');
  if (!trimmed.city) return t('groups:errors.cityRequired');
  if (!trimmed.region) return t('groups:errors.regionRequired');
  if (!trimmed.description) return t('groups:errors.descriptionRequired');
  return null;
}

/** An image's problem (type, size, empty), or null. */
export function imageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return t('groups:errors.imageType');
  if (file.size === 0) return t('groups:errors.imageEmpty');
  if (file.size > MAX_IMAGE_BYTES) return t('groups:errors.imageSize');
  return null;
}

/**
 * The create form's first problem, in the order the user meets them: the gold (before anything is
 * uploaded), the photo, then the fields.
 */
export function createError(
  f: GroupForm,
  photo: Pick<File, 'type' | 'size'> | null,
  gold: number,
): string | null {
  if (gold < GROUP_FEE) return t('groups:errors.needGold');
  if (!photo) return t('groups:errors.photoRequired');
  return imageError(photo) ?? fieldsError(f);
}

/** The original file's extension (lower case), 'jpg' when it has none. */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  return m ? m[1].toLowerCase() : 'jpg';
}
