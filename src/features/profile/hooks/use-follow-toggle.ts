import { useState } from 'react';
import { setFollowing } from '../api/set-following';
import { blockAwareMessage } from '@/social/api/blocks';
import { errorText } from '@/i18n/error-text';

/** Follow or unfollow: busy while the transaction runs; its failure message for the UI. */
export function useFollowToggle(followerId: string | null, targetUserId: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** True once the change has committed. */
  async function toggle(following: boolean): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await setFollowing(followerId ?? '', targetUserId, !following);
      return true;
    } catch (err) {
      // Refused by the other user's block: said plainly (decision 0030).
      setError(blockAwareMessage(err, errorText(err, 'profile:errors.followFailed')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, toggle };
}
