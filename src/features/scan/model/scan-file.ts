import { t } from 'i18next';
// Checks of a picked file before it is prepared and sent.

const MAX_SCAN_FILE_BYTES = 10485760;

/** True for a HEIC/HEIF file, by type or (when the browser leaves the type empty) by extension. */
export function isHeicFile(file: { type: string; name: string }): boolean {
  return /^image\/hei[cf](?:-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The spec's message for a picked file that cannot be scanned, or null. */
export function validateScanFile(
  file: { size: number; type: string; name: string } | null | undefined,
): string | null {
  if (!file) return t('scan:errors.noImageSelected');
  if (file.size > MAX_SCAN_FILE_BYTES) return t('scan:errors.fileTooLarge');
  if (file.type.toLowerCase().startsWith('image/')) return null;
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  if (untyped && /\.hei[cf]$/i.test(file.name)) return null;
  return t('scan:errors.invalidImageFormat');
}
