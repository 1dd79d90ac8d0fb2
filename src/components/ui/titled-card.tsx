import { useId, type ReactNode } from 'react';

/** A titled section: the restaurant dashboard's cards and the Marketing tab's offers. */
export function TitledCard({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="font-bold text-zinc-900 dark:text-zinc-50">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
