import { useMemo } from 'react';
import type { LikeState } from '@/social/api/likes';
import { useLikeToggle, useOwnLikes } from '@/social/hooks/use-likes';
import type { Bill } from '../model';

/**
 * Likes (counts and own) and comment counts for a list of bills. The counts are the bills' own
 * likeCount and commentCount (decision 0027), live with the bills; only the user's own likes are read
 * (one listener per 30 bills), never every like or comment of every bill.
 */
export function useBillSocial(bills: readonly Bill[], uid: string | null) {
  const ids = bills.map((b) => b.id);
  const own = useOwnLikes(ids, uid);
  const ownLikes = own.data;
  const likes = useMemo(() => {
    const data: Record<string, LikeState> = {};
    for (const b of bills) data[b.id] = { count: b.likeCount, liked: ownLikes?.[b.id] ?? false };
    return { data, loading: uid !== null && bills.length > 0 && own.loading };
  }, [bills, ownLikes, uid, own.loading]);
  const comments = useMemo(
    () => ({ data: Object.fromEntries(bills.map((b) => [b.id, b.commentCount])) as Record<string, number> }),
    [bills],
  );
  const toggle = useLikeToggle(uid, 'bill');
  return { likes, comments, toggle };
}
