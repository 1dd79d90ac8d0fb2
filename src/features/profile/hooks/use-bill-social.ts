import { subscribeToBillCommentCounts } from '@/social/api/comments';
import { useLikes, useLikeToggle } from '@/social/hooks/use-likes';
import { useLive } from '@/hooks/use-live';
import type { Bill } from '../model';

/** Likes (counts and own) and comment counts for a list of bills: one listener per 30 bills each. */
export function useBillSocial(bills: readonly Bill[], uid: string | null) {
  const ids = bills.map((b) => b.id);
  const likes = useLikes(ids, uid);
  const comments = useLive<Record<string, number>>(
    ids.length ? [...ids].sort().join(',') : null,
    (onNext, onError) => subscribeToBillCommentCounts(ids, onNext, onError),
    'Failed to fetch comments',
  );
  const toggle = useLikeToggle(uid, 'bill');
  return { likes, comments, toggle };
}
