import { t } from 'i18next';
import type { DinerRecord } from '@/domain/restaurant-page';
import { useLive } from '@/hooks/use-live';
import { useLivePages } from '@/hooks/use-live-pages';
import { reviewPages } from '../api/review-pages';
import { subscribeMyDinerRecord, subscribeMyReview } from '../api/review-subscriptions';
import type { Review } from '../model/review-model';

/** A restaurant's reviews, newest first: the newest page live, older on "Load older". */
export function useReviews(key: string) {
  return useLivePages<Review>(key, reviewPages(key), t('reviews:list.loadFailed'));
}

/** The signed-in user's diner record there (null: none, so no review form). */
export function useMyDinerRecord(key: string, uid: string | null) {
  return useLive<DinerRecord | null>(
    uid ? `${key}/${uid}` : null,
    (onNext, onError) => subscribeMyDinerRecord(key, uid!, onNext, onError),
    t('reviews:list.loadFailed'),
  );
}

/** The signed-in user's own review there (null: none yet). */
export function useMyReview(key: string, uid: string | null) {
  return useLive<Review | null>(
    uid ? `${key}/${uid}` : null,
    (onNext, onError) => subscribeMyReview(key, uid!, onNext, onError),
    t('reviews:list.loadFailed'),
  );
}
