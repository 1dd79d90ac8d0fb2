import { useState } from 'react';
import { followUser } from '../api/follow-user';
import { unfollowUser } from '../api/unfollow-user';
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
      if (following) await unfollowUser(followerId ?? '', targetUserId);
      else await followUser(followerId ?? '', targetUserId);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.followFailed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, toggle };
}
