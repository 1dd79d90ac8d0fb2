import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupImage } from './group-image';

interface PhotoFieldProps {
  file: File | null;
  /** The current picture (settings) when no new file is chosen. */
  currentUrl?: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** The group photo picker with a preview of the chosen file. */
export function PhotoField({ file, currentUrl = '', onChange, disabled }: PhotoFieldProps) {
  const { t } = useTranslation('groups');
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview || currentUrl;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {t('form.photo')}
      </label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt={t('form.photoPreview')} className="h-20 w-20 rounded-xl object-cover" />
        ) : (
          <GroupImage src="" name="?" className="h-20 w-20 rounded-xl opacity-50" />
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={disabled}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="min-w-0 flex-1 text-sm text-zinc-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-zinc-200 file:px-3 file:text-sm file:font-semibold file:text-zinc-900 dark:text-zinc-300 dark:file:bg-zinc-800 dark:file:text-zinc-100"
        />
      </div>
    </div>
  );
}
