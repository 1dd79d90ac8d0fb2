import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/**
 * An on/off setting: a checkbox with role="switch" under a drawn track and knob, its label (and hint)
 * the row's text. `busy`: saving, so the switch is disabled and says so.
 */
export function Switch({
  label,
  hint,
  checked,
  busy = false,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  busy?: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const hintId = useId();
  return (
    <label className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-3">
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        {hint && (
          <span id={hintId} className="text-sm text-zinc-500 dark:text-zinc-400">
            {hint}
          </span>
        )}
      </span>
      <span className="flex items-center gap-2">
        {busy && <Spinner size="sm" label={t('saving')} />}
        <span className="relative inline-flex shrink-0">
          <input
            type="checkbox"
            role="switch"
            className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            checked={checked}
            disabled={busy}
            aria-describedby={hint ? hintId : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          {/* The visible track and knob, under the transparent input that takes the clicks. */}
          <span
            aria-hidden="true"
            className="relative h-7 w-12 rounded-full bg-zinc-300 transition peer-checked:bg-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 peer-disabled:opacity-50 after:absolute after:top-1 after:left-1 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5 dark:bg-zinc-700 dark:peer-checked:bg-amber-500"
          />
        </span>
      </span>
    </label>
  );
}
