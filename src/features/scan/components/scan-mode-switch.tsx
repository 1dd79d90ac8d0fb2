import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanMode } from '../scan-state';

interface ScanModeSwitchProps {
  mode: ScanMode;
  disabled?: boolean;
  onChange: (mode: ScanMode) => void;
}

const OPTIONS = [
  { mode: 'model', label: 'mode.model', hint: 'mode.modelHint' },
  { mode: 'device', label: 'mode.device', hint: 'mode.deviceHint' },
] as const satisfies ReadonlyArray<{ mode: ScanMode; label: string; hint: string }>;

/**
 * The choice of reader when a vision model is configured: the model (the default) or this device.
 * Native radio buttons in a fieldset: arrow keys move between them, the legend names the group.
 */
export function ScanModeSwitch({ mode, disabled = false, onChange }: ScanModeSwitchProps) {
  const { t } = useTranslation('scan');
  const id = useId();
  const hint = OPTIONS.find((o) => o.mode === mode)!.hint;
  return (
    <fieldset disabled={disabled} aria-describedby={`${id}-hint`} className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-zinc-700 dark:text-zinc-200">
        {t('mode.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
        {OPTIONS.map((option) => (
          <label
            key={option.mode}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-zinc-700 transition has-[:checked]:bg-white has-[:checked]:text-zinc-950 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 dark:text-zinc-300 dark:has-[:checked]:bg-zinc-950 dark:has-[:checked]:text-zinc-50"
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => onChange(option.mode)}
              className="sr-only"
            />
            {t(option.label)}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">
        {t(hint)}
      </p>
    </fieldset>
  );
}
