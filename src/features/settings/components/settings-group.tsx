import { useId, type ReactNode } from 'react';

/** A titled card of settings: a region named by its heading. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mx-4 overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2
        id={id}
        className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

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
  value,
  onChange,
}: {
  label: string;
  showLabel?: boolean;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  const labelId = useId();
  return (
    <div
      role="radiogroup"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
    >
      {showLabel && (
        <p id={labelId} className="px-4 pt-2 text-sm font-medium text-zinc-600 dark:text-zinc-400">
          {label}
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
                onChange={() => onChange(choice.value)}
                className="h-5 w-5 shrink-0 cursor-pointer accent-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
              />
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
