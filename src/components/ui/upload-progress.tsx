import { useTranslation } from 'react-i18next';

/** An upload's progress bar (0..1). */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation('common');
  const pct = Math.round(value * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full bg-amber-500 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {t('upload.progress', { label, percent: pct })}
      </p>
    </div>
  );
}
