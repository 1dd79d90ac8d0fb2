import { createContext, useContext, useId, type ReactNode } from 'react';

/** What a Field hands to the Input or TextArea inside it: the id its label points at, and its descriptions. */
interface FieldWiring {
  id: string;
  /** The ids of the hint and the error, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldWiring | null>(null);

/** The wiring of the enclosing Field, or null outside one. */
export function useFieldWiring(): FieldWiring | null {
  return useContext(FieldContext);
}

interface FieldProps {
  label: ReactNode;
  /** The label is read by screen readers only (a row with a placeholder says what to type). */
  hideLabel?: boolean;
  /** The control's id; one is made up when absent. */
  id?: string;
  /** Under the control: a format or a counter; it describes the control. */
  hint?: ReactNode;
  /** A counter: right-aligned and announced politely as it changes. */
  hintIsCounter?: boolean;
  /** The field's problem: marks the control invalid and describes it. */
  error?: string | null;
  /** Classes of the wrapper, for its place in a row (flex-1, w-full). */
  className?: string;
  children: ReactNode;
}

const LABEL = 'text-sm font-medium text-zinc-800 dark:text-zinc-200';

/**
 * A label, its control (Input or TextArea as children), a hint and an error message, wired for
 * assistive technology: label htmlFor, aria-describedby (hint, then error) and aria-invalid.
 */
export function Field({
  label,
  hideLabel,
  id,
  hint,
  hintIsCounter,
  error,
  className = '',
  children,
}: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const describedBy = [hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const wiring: FieldWiring = { id: controlId, describedBy: describedBy || undefined, invalid: !!error };
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className={hideLabel ? 'sr-only' : LABEL}>
        {label}
      </label>
      <FieldContext value={wiring}>{children}</FieldContext>
      {hasHint && (
        <p
          id={hintId}
          aria-live={hintIsCounter ? 'polite' : undefined}
          className={`text-xs text-zinc-500 dark:text-zinc-400 ${hintIsCounter ? 'self-end' : ''}`}
        >
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
