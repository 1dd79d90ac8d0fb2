import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { formatCount } from '@/i18n/format';
import type { LikeTargetKind } from '@/social/api/likes';

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
  const { t } = useTranslation('social');
  const n = formatCount(count);
  // 'Sign in to like (3 likes)', 'Unlike this post (1 like)' (a visitor's is painted from the same key: src/app/prerender/frames.tsx).
  const label = !signedIn
    ? t('like.label.signIn', { count, n })
    : t(`like.label.${liked ? 'unlike' : 'like'}.${what}`, { count, n });
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={!signedIn || busy}
      aria-pressed={signedIn ? liked : undefined}
      aria-label={label}
      title={signedIn ? undefined : t('like.signIn')}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed ${
        liked
          ? 'text-red-600 dark:text-red-400'
          : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
      } ${busy ? 'opacity-60' : ''}`}
    >
      <Icon name="heart" size={20} className={liked ? 'fill-current' : undefined} />
      <span aria-hidden="true">{n}</span>
      {!signedIn && <span className="text-xs text-zinc-500 dark:text-zinc-400">{t('like.signIn')}</span>}
    </button>
  );
}
