import { useState } from 'react';
import { setFollowing } from '../api/set-following';
import { MSG } from '../model';

/** Follow or unfollow: busy while the transaction runs; its failure message for the UI. */
export function useFollowToggle(followerId: string | null, targetUserId: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(following: boolean) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await setFollowing(followerId ?? '', targetUserId, !following);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.followFailed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, toggle };
}
