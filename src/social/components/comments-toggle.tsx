import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { formatCount } from '@/i18n/format';

/** '3 comments': opens and closes the comment section below it. */
export function CommentsToggle({
  count,
  open,
  onToggle,
}: {
  count: number;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('social');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <Icon name="comment" size={20} />
      {t('comments.count', { count, n: formatCount(count) })}
    </button>
  );
}
