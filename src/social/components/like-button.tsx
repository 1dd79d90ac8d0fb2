import { Icon } from '@/components/ui/icon';
import { formatCount } from '@/domain/format';
import type { LikeTargetKind } from '@/social/api/likes';
import { likeButtonLabel } from '@/social/count-texts';

interface LikeButtonProps {
  count: number;
  liked: boolean;
  /** Signed out: the count shows and the button says 'Sign in to like' (spec section 5). */
  signedIn: boolean;
  busy?: boolean;
  onToggle: () => void;
  /** What is liked, for screen readers: the like's kind of target. */
  what?: LikeTargetKind;
}

/** A like toggle with its count; pressed state for screen readers. */
export function LikeButton({
  count,
  liked,
  signedIn,
  busy = false,
  onToggle,
  what = 'post',
}: LikeButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={!signedIn || busy}
      aria-pressed={signedIn ? liked : undefined}
      aria-label={likeButtonLabel(count, signedIn, liked, what)}
      title={signedIn ? undefined : 'Sign in to like'}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed ${
        liked
          ? 'text-red-600 dark:text-red-400'
          : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
      } ${busy ? 'opacity-60' : ''}`}
    >
      <Icon name="heart" size={20} className={liked ? 'fill-current' : undefined} />
      <span aria-hidden="true">{formatCount(count)}</span>
      {!signedIn && <span className="text-xs text-zinc-500 dark:text-zinc-400">Sign in to like</span>}
    </button>
  );
}
