interface Props<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  /** Smaller type, for four options side by side at 360 px. */
  compact?: boolean;
}

/**
 * A labelled group of toggle buttons, the chosen one aria-pressed: each is a plain button (Tab, Enter,
 * Space), so it needs no script of its own for keyboard or screen-reader use.
 */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className = 'flex',
  compact = false,
}: Props<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800 ${className}`}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`min-h-9 rounded-lg font-semibold whitespace-nowrap ${compact ? 'px-1 text-xs' : 'px-2.5 text-sm'} ${
            value === o.value
              ? 'bg-white text-zinc-900 shadow dark:bg-zinc-950 dark:text-zinc-50'
              : 'text-zinc-600 dark:text-zinc-400'
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
