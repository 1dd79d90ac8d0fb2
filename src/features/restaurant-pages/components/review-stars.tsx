import { useTranslation } from 'react-i18next';

/** 1-5 stars as drawn glyphs, read as "4 out of 5 stars". */
export function ReviewStars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={t('review.stars', { n: full })} className={`text-amber-500 ${className}`}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        <span className="text-zinc-300 dark:text-zinc-600">{'★'.repeat(5 - full)}</span>
      </span>
    </span>
  );
}
