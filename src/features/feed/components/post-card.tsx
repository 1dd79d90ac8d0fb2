import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyCommentSection } from '@/social/components/lazy-comment-section';
import { CommentsToggle } from '@/social/components/comments-toggle';
import { LikeButton } from '@/social/components/like-button';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRelative } from '@/i18n/format';
import { postPath, profilePath } from '@/domain/paths';
import type { UserRecord } from '@/domain/user-record';
import type { Post } from '../model';
import { POST_CARD } from './post-card-classes';
import { PostPhoto } from './post-photo';
import { ItemMenu } from '@/social/components/item-menu';

interface PostCardProps {
  post: Post;
  author: UserRecord | undefined;
  /** The author lookup is still running: a placeholder rather than 'Unknown User'. */
  authorLoading?: boolean;
  uid: string | null;
  liked: boolean;
  likeBusy: boolean;
  onToggleLike: () => void;
  /** The post screen opens the comments at once. */
  commentsOpen?: boolean;
  /** The first post on screen: its photo is likely the largest paint, so it is fetched at once. */
  imagePriority?: boolean;
  /** The post's own screen shows the full photo; lists show its small copy where there is one. */
  fullPhoto?: boolean;
}

/** One post: author, time, content, image, location, like button with count, comments. */
export function PostCard({
  post,
  author,
  authorLoading = false,
  uid,
  liked,
  likeBusy,
  onToggleLike,
  commentsOpen = false,
  imagePriority = false,
  fullPhoto = false,
}: PostCardProps) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState(commentsOpen);
  const name = author?.username || t('unknownUser');
  // While the author is looked up, the card is a post (busy), not one by 'Unknown User'.
  const waiting = authorLoading && !author;
  return (
    <article
      aria-label={waiting ? t('page.post') : t('post.label', { name })}
      aria-busy={waiting || undefined}
      className={POST_CARD.article}
    >
      <header className={POST_CARD.header}>
        <Avatar src={author?.photoURL} seed={post.userId} alt="" size={40} />
        <div className={POST_CARD.names}>
          {author ? (
            <Link to={profilePath(author.username)} className="block truncate font-semibold hover:underline">
              {name}
            </Link>
          ) : authorLoading ? (
            <Skeleton className={POST_CARD.nameLoading} />
          ) : (
            <span className="block truncate font-semibold">{name}</span>
          )}
          <p className={POST_CARD.meta}>
            <Link to={postPath(post.id)} className="hover:underline">
              <time dateTime={post.createdAt?.toISOString()}>{formatRelative(post.createdAt)}</time>
            </Link>
            {post.pending && (
              <>
                {' · '}
                <span
                  title={t('post.pendingHint')}
                  className="font-semibold text-amber-700 dark:text-amber-400"
                >
                  {t('post.pending')}
                </span>
              </>
            )}
            {post.location && (
              <>
                {' · '}
                <span
                  role="img"
                  aria-label={t('post.location', { place: post.location })}
                  className={POST_CARD.location}
                >
                  <Icon name="pin" size={12} className="shrink-0" />
                  {/* A long unbroken location wraps instead of widening the page. */}
                  <span className={POST_CARD.locationText}>{post.location}</span>
                </span>
              </>
            )}
          </p>
        </div>
        <ItemMenu
          uid={uid}
          what="post"
          authorName={author?.username || name}
          report={{ kind: 'post', itemId: post.id, reportedUserId: post.userId }}
        />
      </header>
      <p className={POST_CARD.content}>{post.content}</p>
      {post.image && (
        <PostPhoto
          src={(!fullPhoto && post.imageSmall) || post.image}
          alt={t('post.photo', { name })}
          priority={imagePriority}
        />
      )}
      <div className="flex items-center gap-2 border-t border-zinc-200 pt-2 dark:border-zinc-800">
        <LikeButton
          count={post.likeCount}
          liked={liked}
          signedIn={uid !== null}
          busy={likeBusy}
          onToggle={onToggleLike}
        />
        <CommentsToggle count={post.commentCount} open={open} onToggle={() => setOpen((o) => !o)} />
      </div>
      {open && <LazyCommentSection target={{ kind: 'post', id: post.id }} uid={uid} />}
    </article>
  );
}
