import type { ReactNode } from 'react';

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 px-4 pt-4 pb-2">
      <h1 className="text-xl font-bold text-zinc-900 dark:text-zinc-50">{children}</h1>
      {actions}
    </div>
  );
}
