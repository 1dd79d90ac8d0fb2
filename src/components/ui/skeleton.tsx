import { useTranslation } from 'react-i18next';

const PULSING = 'animate-pulse rounded-lg bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800';
const STILL = 'rounded-lg bg-zinc-200 dark:bg-zinc-800';

/** `still`: no pulse, for a placeholder nobody watches (below the fold), whose animation would only cost work. */
export function Skeleton({ className = '', still = false }: { className?: string; still?: boolean }) {
  return <div aria-hidden="true" className={`${still ? STILL : PULSING} ${className}`} />;
}

/** n placeholder rows for a list that is loading; `still` as for Skeleton. */
export function SkeletonRows({
  count = 3,
  label,
  still = false,
}: {
  count?: number;
  /** What is loading, for screen readers ('Loading' when absent). */
  label?: string;
  still?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={label ?? t('loading')} className="flex flex-col gap-3 p-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="skeleton-row" className="flex items-center gap-3">
          <Skeleton still={still} className="h-10 w-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton still={still} className="h-3 w-1/3" />
            <Skeleton still={still} className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
