import { t } from 'i18next';
import { useState } from 'react';
import type { LikeTargetKind } from '../api/likes';
import { subscribeToOwnLikes } from '../api/own-likes';
import { useLive } from '@/hooks/use-live';
import { blockAwareMessage } from '../block-message';
import { errorText } from '@/i18n/error-text';

/**
 * Live: which of these targets the user likes (their counts come from the targets' own documents,
 * decision 0027). When the targets change (a new post arrives), the last answer shows until the new
 * one: an entry answers for its own target only, and it stays within the same user.
 */
export function useOwnLikes(targetIds: readonly string[], uid: string | null) {
  const key = uid && targetIds.length ? `${uid}|${[...targetIds].sort().join(',')}` : null;
  return useLive<Record<string, boolean>>(
    key,
    (onNext, onError) => subscribeToOwnLikes(targetIds, uid!, onNext, onError),
    t('social:like.errors.loadFailed'),
    { keepPreviousWithin: uid ?? '' },
  );
}

/**
 * Toggle one like on a list of targets of one kind (the feed's posts, a profile's bills, the post
 * screen's one post or bill): which target is busy, and the last failure's message.
 */
export function useLikeToggle(uid: string | null, kind: LikeTargetKind) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function toggle(targetId: string, liked: boolean) {
    if (busy) return;
    setBusy(targetId);
    setError(null);
    try {
      // The write's code (the like, its count and notification) loads on the first tap (decision 0057);
      // the button is busy meanwhile.
      const { setLiked } = await import('../api/likes');
      await setLiked(uid, { kind, id: targetId }, !liked);
    } catch (err) {
      // Refused by the author's block: said plainly (decision 0030).
      setError(blockAwareMessage(err, errorText(err, 'social:like.errors.failed')));
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, toggle };
}
