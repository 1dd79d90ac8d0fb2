import { UploadProgress } from '@/components/ui/upload-progress';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/i18n/format';
import { ErrorMessage } from '@/components/ui/error-message';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import type { RestaurantImagesState } from '../hooks/use-restaurant-images';
import { IMAGE_TYPES, MAX_IMAGES } from '../model/images';

/**
 * The restaurant's images in the edit form (decision 0019): thumbnails (the first is the header image), each
 * removable, and one upload at a time with its progress. Everything is disabled while an upload or the
 * save runs.
 */
export function RestaurantImagesField({
  state,
  disabled,
}: {
  state: RestaurantImagesState;
  disabled: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const pickerRef = useRef<HTMLInputElement>(null);
  const { images, progress, uploading, error } = state;
  const full = images.length >= MAX_IMAGES;
  const locked = disabled || uploading;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {t('images.legend', { n: formatCount(images.length), max: formatCount(MAX_IMAGES) })}
      </legend>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('images.hint')}</p>
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {images.map((url, i) => (
            <li key={url} className="flex min-w-0 flex-col gap-1">
              <img
                src={url}
                alt={t('images.photoAlt', { n: formatCount(i + 1) })}
                width={160}
                height={120}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full rounded-lg bg-zinc-200 object-cover dark:bg-zinc-800"
              />
              <Button
                variant="secondary"
                disabled={locked}
                onClick={() => state.remove(url)}
                className="min-h-11 px-2 text-xs"
                aria-label={t('images.removeLabel', { n: formatCount(i + 1) })}
              >
                {t('images.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && <UploadProgress value={progress / 100} label={t('images.uploading')} />}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button
        variant="secondary"
        busy={uploading}
        disabled={disabled || full}
        onClick={() => pickerRef.current?.click()}
      >
        {full ? t('images.full', { max: formatCount(MAX_IMAGES) }) : t('images.add')}
      </Button>
      <HiddenFileInput
        ref={pickerRef}
        accept={IMAGE_TYPES.join(',')}
        aria-label={t('images.pickerLabel')}
        disabled={locked || full}
        onFile={(file) => void state.add(file)}
      />
    </fieldset>
  );
}
