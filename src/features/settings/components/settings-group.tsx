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
