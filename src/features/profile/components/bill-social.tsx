import { useState } from 'react';
import { CommentSection } from '@/components/social/comment-section';
import { LikeButton } from '@/components/social/like-button';
import { formatCount } from '@/lib/format';
import type { LikeState } from '@/lib/likes';

interface BillSocialProps {
  billId: string;
  uid: string | null;
  like: LikeState | undefined;
  likeBusy: boolean;
  onToggleLike: () => void;
  commentCount: number | undefined;
}

/** A bill's like button and comments on the spending history (issue 7). */
export function BillSocial({ billId, uid, like, likeBusy, onToggleLike, commentCount }: BillSocialProps) {
  const [open, setOpen] = useState(false);
  const n = commentCount ?? 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-1">
        <LikeButton
          what="bill"
          count={like?.count ?? 0}
          liked={like?.liked ?? false}
          signedIn={uid !== null}
          busy={likeBusy}
          onToggle={onToggleLike}
        />
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          💬 {formatCount(n)} {n === 1 ? 'comment' : 'comments'}
        </button>
      </div>
      {open && <CommentSection target={{ kind: 'bill', id: billId }} uid={uid} />}
    </div>
  );
}
