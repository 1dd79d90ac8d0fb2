import type { InputHTMLAttributes, Ref } from 'react';

type HiddenFileInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'className' | 'tabIndex'
> & {
  ref: Ref<HTMLInputElement>;
  /** The chosen file; the input is emptied first, so the same file can be chosen again. */
  onFile: (file: File | undefined) => void;
};

/** A file input out of sight and out of the tab order: a visible button opens it with ref.current.click(). */
export function HiddenFileInput({ onFile, ...rest }: HiddenFileInputProps) {
  return (
    <input
      {...rest}
      type="file"
      className="sr-only"
      tabIndex={-1}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        onFile(file);
      }}
    />
  );
}
