import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { restaurantPagePath } from '@/domain/paths';
import { formatCount, formatDay, formatEuro } from '@/i18n/format';
import { type Bill } from '../model';

interface BillListProps {
  bills: Bill[];
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  /** Under each bill: its likes and comments (decision 0006). */
  renderExtra?: (bill: Bill) => ReactNode;
}

/**
 * Restaurant spending history: restaurant (a link to its page), address, date, total in euros and the
 * gold it earned.
 */
export function BillList({ bills, loading, error, onRetry, renderExtra }: BillListProps) {
  const { t } = useTranslation('profile');
  if (loading) return <SkeletonRows count={3} label={t('bills.loading')} />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (bills.length === 0) return <EmptyState title={t('errors.noBills')} icon="🍽️" />;
  return (
    <ul aria-label={t('bills.label')} className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
      {bills.map((bill) => (
        <li key={bill.id} className="flex flex-col gap-1 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                to={restaurantPagePath(bill.restaurantKey)}
                className="block truncate font-semibold underline-offset-2 hover:underline"
              >
                {bill.restaurantName}
              </Link>
              <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">{bill.address}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">{formatDay(bill.date)}</p>
              {bill.verified && (
                <p className="mt-1 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
                  {t('bills.verified')}
                </p>
              )}
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold">{formatEuro(bill.totalAmount)}</p>
              <p className="text-xs font-medium text-amber-700 dark:text-amber-400">
                {t('bills.goldEarned', { n: formatCount(bill.goldPointsEarned) })}
              </p>
            </div>
          </div>
          {renderExtra?.(bill)}
        </li>
      ))}
    </ul>
  );
}
