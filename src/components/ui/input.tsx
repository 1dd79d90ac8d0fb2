import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFieldWiring } from './field';

/**
 * How tall and how large the text: `sm` for fields in cards, dialogs and chat rows, `md` for forms
 * whose text is typed on a phone (16 px text: iOS does not zoom into it), `lg` for the roomy fields
 * of the sign-in and send-points screens.
 */
type ControlSize = 'sm' | 'md' | 'lg';

const SIZES: Record<ControlSize, string> = {
  sm: 'py-2 text-sm',
  md: 'py-2 text-base',
  lg: 'py-3 text-base',
};

/** The look every text control shares, in both themes; an invalid one gets a red border. */
const LOOK =
  'w-full min-w-0 border border-zinc-300 bg-white text-zinc-900 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60 aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:[color-scheme:dark]';

interface ControlProps {
  size?: ControlSize;
  /** Classes for the control's place in a layout (flex-1, resize-y), not for its look. */
  className?: string;
}

/** The id and aria wiring of the enclosing Field, merged under the control's own. */
function useWiring(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: InputHTMLAttributes<HTMLInputElement>['aria-invalid'];
}) {
  const field = useFieldWiring();
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  ControlProps & {
    /** `pill`: the fully rounded chat box. */
    shape?: 'box' | 'pill';
    ref?: Ref<HTMLInputElement>;
  };

/** A one-line text control (text, email, password, number, search, url, tel, date). */
export function Input({ size = 'sm', shape = 'box', className = '', ...rest }: InputProps) {
  const wiring = useWiring(rest);
  const corners = shape === 'pill' ? 'rounded-full px-4' : 'rounded-xl px-3';
  return (
    <input {...rest} {...wiring} className={`min-h-11 ${LOOK} ${corners} ${SIZES[size]} ${className}`} />
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  ControlProps & { ref?: Ref<HTMLTextAreaElement> };

/** A multi-line text control, as tall as its `rows`. */
export function TextArea({ size = 'sm', className = '', ...rest }: TextAreaProps) {
  const wiring = useWiring(rest);
  return <textarea {...rest} {...wiring} className={`rounded-xl px-3 ${LOOK} ${SIZES[size]} ${className}`} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & ControlProps;

/** A choice among a few options, the same box as an Input. */
export function Select({ size = 'sm', className = '', ...rest }: SelectProps) {
  const wiring = useWiring(rest);
  return (
    <select
      {...rest}
      {...wiring}
      className={`min-h-11 rounded-xl px-3 ${LOOK} ${SIZES[size]} ${className}`}
    />
  );
}
