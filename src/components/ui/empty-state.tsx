import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** A text link away from a screen that has nothing to show (not found, not allowed). */
  back?: { to: string; label: string };
}

export function EmptyState({ title, description, icon, action, back }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      {icon && (
        <div className="text-4xl" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="font-semibold text-zinc-800 dark:text-zinc-100">{title}</p>
      {description && <p className="text-sm text-zinc-500 dark:text-zinc-400">{description}</p>}
      {action}
      {back && (
        <Link
          to={back.to}
          className="text-sm font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
        >
          {back.label}
        </Link>
      )}
    </div>
  );
}
