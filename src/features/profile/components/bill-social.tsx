import { useState } from 'react';
import { LazyCommentSection } from '@/social/components/lazy-comment-section';
import { CommentsToggle } from '@/social/components/comments-toggle';
import { LikeButton } from '@/social/components/like-button';
import type { LikeState } from '@/social/api/likes';

interface BillSocialProps {
  billId: string;
  uid: string | null;
  like: LikeState | undefined;
  likeBusy: boolean;
  onToggleLike: () => void;
  commentCount: number | undefined;
}

/** A bill's like button and comments on the spending history (decision 0006). */
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
        <CommentsToggle count={n} open={open} onToggle={() => setOpen((o) => !o)} />
      </div>
      {open && <LazyCommentSection target={{ kind: 'bill', id: billId }} uid={uid} />}
    </div>
  );
}
