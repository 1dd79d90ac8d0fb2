// The create and settings forms of a group (spec section 5): the fields, the photo, and the first
// problem to show.
import { GROUP_FEE } from './group';
import { MSG } from './messages';

export const MAX_IMAGE_BYTES = 5242880;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
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
  const t = trimForm(f);
  if (!t.name) return MSG.nameRequired;
  if (!t.city) return MSG.cityRequired;
  if (!t.region) return MSG.regionRequired;
  if (!t.description) return MSG.descriptionRequired;
  return null;
}

/** An image's problem (type, size, empty), or null. */
export function imageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size === 0) return MSG.imageEmpty;
  if (file.size > MAX_IMAGE_BYTES) return MSG.imageSize;
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
  if (gold < GROUP_FEE) return MSG.needGold;
  if (!photo) return MSG.photoRequired;
  return imageError(photo) ?? fieldsError(f);
}

/** The original file's extension (lower case), 'jpg' when it has none. */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  return m ? m[1].toLowerCase() : 'jpg';
}
