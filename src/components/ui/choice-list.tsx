import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** The label's own language, when it is not the page's (each language's name in that language). */
  lang?: string;
}

/**
 * One choice among a few: native radio buttons under one name (the arrow keys move between them), a
 * row each, in a radio group named `label` (shown above the rows when `showLabel`).
 */
export function ChoiceList<T extends string>({
  label,
  showLabel = false,
  choices,
  hint,
  value,
  busy = false,
  onChange,
}: {
  label: string;
  showLabel?: boolean;
  /** A line under the label that says what the choice does (the group's description). */
  hint?: string;
  choices: readonly Choice<T>[];
  value: T;
  /**
   * While a choice saves: the group says it is busy and ignores changes. The radios stay enabled, so
   * the focus stays on the one just chosen (a disabled radio would drop a keyboard user's focus).
   */
  busy?: boolean;
  onChange: (value: T) => void;
}) {
  const name = useId();
  const labelId = useId();
  const hintId = useId();
  return (
    <div
      role="radiogroup"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      aria-describedby={hint ? hintId : undefined}
      aria-busy={busy || undefined}
    >
      {showLabel && (
        <p id={labelId} className="px-4 pt-2 text-sm font-medium text-zinc-600 dark:text-zinc-400">
          {label}
        </p>
      )}
      {hint && (
        <p id={hintId} className="px-4 text-sm text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-3 hover:bg-zinc-50 dark:hover:bg-zinc-800">
              <span lang={choice.lang} className="font-medium">
                {choice.label}
              </span>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => {
                  if (!busy) onChange(choice.value);
                }}
                className="h-5 w-5 shrink-0 cursor-pointer accent-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
              />
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
