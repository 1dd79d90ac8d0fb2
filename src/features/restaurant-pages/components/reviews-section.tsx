import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadOlder } from '@/components/ui/load-older';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { useUsers } from '@/hooks/use-users';
import { useBlockedUsers, withoutBlocked } from '@/social/hooks/use-blocked-users';
import { useAuthStore } from '@/stores/auth-store';
import { useMyDinerRecord, useMyReview, useReviews } from '../hooks/use-reviews';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

interface ReviewsSectionProps {
  page: RestaurantPage;
  /** The claimed restaurant's owner (restaurants/{key}.ownerId), or null: they reply to reviews. */
  ownerId: string | null;
}

/**
 * A restaurant's reviews (decision 0039; the page shows the rating's summary above): the reviews newest first in pages,
 * the signed-in diner's own form (only with their diner record there: a bill there), the owner's
 * replies, a report for others' reviews. Reviews by users the reader blocks are not shown (0030).
 */
export function ReviewsSection({ page, ownerId }: ReviewsSectionProps) {
  const { t } = useTranslation('reviews');
  const uid = useAuthStore((s) => s.uid);
  const key = page.restaurantKey;
  const reviews = useReviews(key);
  const diner = useMyDinerRecord(key, uid);
  const mine = useMyReview(key, uid);
  const blocked = useBlockedUsers();
  const shown = reviews.data ? withoutBlocked(reviews.data, blocked.ids, (r) => r.userId) : undefined;
  const authors = useUsers(
    (shown ?? []).map((r) => r.userId),
    t('list.loadFailed'),
  );
  const [editing, setEditing] = useState(false);
  const myReview = mine.data ?? null;
  const canReview = uid !== null && !!diner.data;

  return (
    <section aria-label={t('sectionLabel')} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('title')}</h2>
      {canReview &&
        !mine.loading &&
        (editing || !myReview ? (
          <ReviewForm
            key={myReview?.updatedAt?.getTime() ?? 'new'}
            restaurantKey={key}
            uid={uid}
            mine={myReview}
            onDone={() => setEditing(false)}
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('form.edit')}
            </Button>
          </div>
        ))}
      {reviews.loading ? (
        <SkeletonRows count={3} label={t('list.loading')} />
      ) : reviews.error ? (
        <ErrorState message={reviews.error} onRetry={reviews.retry} />
      ) : !shown?.length ? (
        <EmptyState title={t('list.none')} description={t('list.noneHint')} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('list.label')}>
          {shown.map((r) => (
            <ReviewItem
              key={r.userId}
              restaurantKey={key}
              review={r}
              author={authors.data[r.userId]}
              authorLoading={!authors.isKnown(r.userId)}
              uid={uid}
              isOwner={uid !== null && uid === ownerId}
            />
          ))}
        </ul>
      )}
      <LoadOlder pages={reviews} what={t('list.what')} />
    </section>
  );
}
