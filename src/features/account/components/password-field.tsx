import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** 'current-password' to confirm who it is, 'new-password' for a new one (password managers). */
  autoComplete?: 'current-password' | 'new-password';
  hint?: ReactNode;
  error?: string | null;
  size?: 'sm' | 'md';
}

/** A labelled password input: the Security forms' and the deletion dialog's. */
export function PasswordField({
  label,
  value,
  onChange,
  disabled,
  autoComplete = 'current-password',
  hint,
  error,
  size,
}: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input
        type="password"
        autoComplete={autoComplete}
        size={size}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
