import { useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

export const RECEIPT_ACCEPT = 'image/*,.heic,.heif';

interface DropZoneProps {
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
  /** The hidden file input, so a second button (Scan New Receipt) can open the same picker. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The labelled drop zone: a button that opens the picker, and a drop target on desktop. */
export function DropZone({ disabled = false, onFile, inputRef }: DropZoneProps) {
  const { t } = useTranslation('scan');
  const id = useId();
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child element: count them so the highlight does not flicker.
  const depth = useRef(0);

  const onDragEnter = (e: DragEvent) => {
    e.preventDefault();
    if (disabled) return;
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled) onFile(e.dataTransfer.files[0]);
  };

  return (
    <div onDragEnter={onDragEnter} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
      <button
        type="button"
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-formats`}
        onClick={() => inputRef.current?.click()}
        className={`flex w-full flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-60 ${
          dragging
            ? 'border-amber-500 bg-amber-50 dark:bg-amber-950/40'
            : 'border-zinc-300 bg-white hover:border-amber-400 dark:border-zinc-700 dark:bg-zinc-900'
        }`}
      >
        <Icon name="receipt" size={40} className="text-amber-500" />
        <span id={`${id}-title`} className="font-semibold text-zinc-900 dark:text-zinc-50">
          {t('screen.dropZone')}
        </span>
        <span id={`${id}-formats`} className="text-sm text-zinc-500 dark:text-zinc-400">
          {t('screen.formats')}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={RECEIPT_ACCEPT}
        aria-label={t('screen.receiptImage')}
        tabIndex={-1}
        hidden
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so that picking the same file again still fires a change.
          e.target.value = '';
          onFile(file);
        }}
      />
    </div>
  );
}
