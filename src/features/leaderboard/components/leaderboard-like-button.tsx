// Loaded only for a signed-in user (React.lazy from the leaderboard card): the like button and the
// full Firestore SDK stay out of a visitor's first paint (docs/decisions/0004-first-paint.md).
import { useEffect, useState } from 'react';
import { LikeButton } from '@/social/components/like-button';
import { fetchLikedTargets, setLiked } from '@/social/api/likes';
import { useToastStore } from '@/stores/toast-store';
import { blockAwareMessage } from '@/social/block-message';
import { errorText } from '@/i18n/error-text';

// The cards of one list ask together: their questions are gathered for one tick, then answered by
// one query (never one per card).
let pending: { uid: string; ids: Set<string>; result: Promise<Set<string>> } | null = null;

function isLiked(uid: string, targetId: string): Promise<boolean> {
  if (!pending || pending.uid !== uid) {
    const ids = new Set<string>();
    const result = new Promise<Set<string>>((resolve, reject) => {
      setTimeout(() => {
        pending = null;
        fetchLikedTargets(uid, [...ids]).then(resolve, reject);
      }, 0);
    });
    pending = { uid, ids, result };
  }
  pending.ids.add(targetId);
  return pending.result.then((liked) => liked.has(targetId));
}

interface Props {
  uid: string;
  targetUid: string;
  /** The count the leaderboard read (like counts of user cards). */
  count: number;
}

export default function LeaderboardLikeButton({ uid, targetUid, count }: Props) {
  const [liked, setLikedState] = useState<boolean | null>(null);
  const [delta, setDelta] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    isLiked(uid, targetUid).then(
      (v) => current && setLikedState(v),
      () => current && setLikedState(false),
    );
    return () => {
      current = false;
    };
  }, [uid, targetUid]);

  async function toggle() {
    if (busy || liked === null) return;
    setBusy(true);
    try {
      const changed = await setLiked(uid, { kind: 'user', id: targetUid }, !liked);
      if (changed) setDelta((d) => d + (liked ? -1 : 1));
      setLikedState(!liked);
    } catch (err) {
      // Refused by the card's user's block: said plainly (decision 0030).
      const message = errorText(err, 'social:like.errors.failed');
      useToastStore.getState().show(blockAwareMessage(err, message), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <LikeButton
      what="user"
      count={Math.max(0, count + delta)}
      liked={liked ?? false}
      signedIn
      busy={busy || liked === null}
      onToggle={() => void toggle()}
    />
  );
}
