import { useState } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

const ITEM =
  'block w-full min-h-11 px-4 py-2 text-left text-sm hover:bg-zinc-100 focus-visible:bg-zinc-100 disabled:opacity-50 dark:hover:bg-zinc-800';

/**
 * A small "…" button that opens a menu of actions (block, report...). Choosing one closes the menu first;
 * Escape closes it. `className` places it in its row; `onOpen` runs as the menu opens (its dialogs' code
 * starts loading then).
 */
export function ActionMenu({
  label,
  actions,
  className = '',
  onOpen,
}: {
  label: string;
  actions: readonly MenuAction[];
  className?: string;
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const closeOnEscape = (e: React.KeyboardEvent) => e.key === 'Escape' && setOpen(false);
  return (
    <div className={`relative ${className}`}>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        onKeyDown={closeOnEscape}
        className="min-h-11 min-w-11 rounded-lg px-2 text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        …
      </button>
      {open && (
        <div
          role="menu"
          onKeyDown={closeOnEscape}
          className="absolute right-0 z-20 mt-1 w-44 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {actions.map((a) => (
            <button
              key={a.label}
              type="button"
              role="menuitem"
              className={ITEM}
              disabled={a.disabled}
              onClick={() => {
                setOpen(false);
                a.onSelect();
              }}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
