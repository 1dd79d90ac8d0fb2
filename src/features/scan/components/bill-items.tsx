import { useTranslation } from 'react-i18next';
import { formatEuro } from '@/i18n/format';
import type { BillItem } from '../model/bill';

/** A bill's items with their prices, under an "Items" heading: nothing when there are none. */
export function BillItems({ items, className = '' }: { items: BillItem[]; className?: string }) {
  const { t } = useTranslation('scan');
  if (items.length === 0) return null;
  return (
    <section
      aria-label={t('card.items')}
      className={`border-t border-zinc-200 pt-3 dark:border-zinc-800 ${className}`}
    >
      <h3 className="text-sm font-semibold">{t('card.items')}</h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {items.map((item, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{item.name}</span>
            <span className="shrink-0 tabular-nums">{formatEuro(item.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
