import { useRef } from 'react';

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
 * A segmented radio group: one tab stop (the checked option), arrow keys move and choose, as the
 * WAI-ARIA radio group pattern asks.
 */
export function RadioChips<T extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
  compact = false,
}: Props<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (i: number) => {
    const j = (i + options.length) % options.length;
    onChange(options[j]!.value);
    buttons.current[j]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={`rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800 ${className}`}
    >
      {options.map((o, i) => (
        <button
          key={o.value}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          tabIndex={value === o.value ? 0 : -1}
          onClick={() => onChange(o.value)}
          onKeyDown={(e) => {
            const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
            if (!step) return;
            e.preventDefault();
            choose(i + step);
          }}
          className={`min-h-9 rounded-lg font-semibold whitespace-nowrap ${compact ? 'px-1 text-xs' : 'px-3 text-sm'} ${
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
