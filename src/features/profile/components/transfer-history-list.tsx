import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatRelative } from '@/i18n/format';
import { historyRowTitle, signedAmount, type HistoryRow } from '../model';

interface TransferHistoryListProps {
  rows: HistoryRow[];
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  /** The time relative dates count from. */
  now: Date;
}

/** Silver points history: sent and received transfers, newest first. */
export function TransferHistoryList({ rows, loading, error, onRetry, now }: TransferHistoryListProps) {
  const { t } = useTranslation('profile');
  if (loading) return <SkeletonRows count={3} label={t('transfers.loading')} />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (rows.length === 0) return <EmptyState title={t('errors.noTransactions')} icon="🪙" />;
  return (
    <ul
      aria-label={t('transfers.label')}
      className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
    >
      {rows.map((row) => (
        <li key={row.id} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{historyRowTitle(row)}</p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              {row.createdAt ? (
                <time dateTime={row.createdAt.toISOString()}>{formatRelative(row.createdAt, now)}</time>
              ) : (
                formatRelative(null, now)
              )}
            </p>
          </div>
          <p
            className={`shrink-0 font-bold ${
              row.direction === 'sent'
                ? 'text-red-600 dark:text-red-400'
                : 'text-emerald-700 dark:text-emerald-400'
            }`}
          >
            {signedAmount(row)}
            <span className="sr-only">{` ${t('transfers.unit', { count: row.amount })}`}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
