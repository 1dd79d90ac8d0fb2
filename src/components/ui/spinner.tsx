import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers ('Loading' when absent); pass '' when the surrounding text already says what is loading. */
  label?: string;
}

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-3', lg: 'h-12 w-12 border-4' };

export function Spinner({ size = 'md', label: given }: SpinnerProps) {
  const { t } = useTranslation('common');
  const label = given ?? t('loading');
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-amber-500 border-t-transparent motion-reduce:animate-none`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
