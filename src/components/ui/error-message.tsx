import type { ReactNode } from 'react';

const LOOKS = {
  /** Under a field or a row. */
  inline: 'text-sm text-red-600 dark:text-red-400',
  /** A form's outcome, set apart from the fields. */
  box: 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300',
} as const;

interface ErrorMessageProps {
  children: ReactNode;
  look?: keyof typeof LOOKS;
  id?: string;
  /** Classes for its place (margins), not its look. */
  className?: string;
}

/** A problem the user must hear now (role alert), in red in both themes. */
export function ErrorMessage({ children, look = 'inline', id, className = '' }: ErrorMessageProps) {
  return (
    <p id={id} role="alert" className={`${LOOKS[look]} ${className}`}>
      {children}
    </p>
  );
}
