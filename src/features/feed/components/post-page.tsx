import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CommentSection } from '@/social/components/comment-section';
import { LikeButton } from '@/social/components/like-button';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorMessage } from '@/components/ui/error-message';
import { formatDay, formatEuro } from '@/i18n/format';
import { PATHS, postTargetKind, profilePath, restaurantPagePath } from '@/domain/paths';
import { useLikeToggle, useOwnLikes } from '@/social/hooks/use-likes';
import { useLive } from '@/hooks/use-live';
import { useAuthStore } from '@/stores/auth-store';
import { subscribeToBill, type BillSummary } from '../api/subscribe-bill';
import { subscribeToPost } from '../api/subscribe-posts';
import { useUsersById } from '../hooks/use-post-authors';
import { type Post } from '../model';
import { PostCard } from './post-card';
import { useBlockedUsers } from '@/social/hooks/use-blocked-users';
import { useSpendingAccess } from '@/social/hooks/use-spending-access';
import { billDinerId } from '@/social/api/spending-access';

/**
 * /post/{targetId}: one post or bill with its likes and comments (like and comment notifications link
 * here). The id's shape says which (postTargetKind): only that collection is read, so a post can never
 * show in a bill's place.
 */
export function PostPage() {
  const { t } = useTranslation('feed');
  const { targetId = '' } = useParams();
  const kind = postTargetKind(targetId);
  const uid = useAuthStore((s) => s.uid);
  const post = useLive<Post | null>(
    kind === 'post' ? targetId : null,
    (onNext, onError) => subscribeToPost(targetId, onNext, onError),
    t('errors.fetchFeed'),
  );
  // A bill is its diner's spending history (decision 0043): asked for only when I may read it.
  const access = useSpendingAccess(
    kind === 'bill' ? billDinerId(targetId) : null,
    uid,
    t('errors.fetchFeed'),
  );
  const billPrivate = kind === 'bill' && access.data === false;
  const bill = useLive<BillSummary | null>(
    kind === 'bill' && access.data === true ? targetId : null,
    (onNext, onError) => subscribeToBill(targetId, onNext, onError),
    t('errors.fetchFeed'),
  );
  const authorId = post.data?.userId ?? bill.data?.userId ?? '';
  // A post or bill of a user I block is not shown (decision 0030).
  const hidden = useBlockedUsers().ids.has(authorId);
  const authors = useUsersById(authorId ? [authorId] : []);
  // The count is the post's or bill's own likeCount (decision 0027); only my like of it is read.
  const likes = useOwnLikes(post.data || bill.data ? [targetId] : [], uid);
  const likeToggle = useLikeToggle(uid, kind);
  const liked = likes.data?.[targetId] ?? false;

  let body;
  if (access.error) {
    body = <ErrorState message={access.error} onRetry={access.retry} />;
  } else if (post.loading || bill.loading || (kind === 'bill' && access.data === undefined && uid)) {
    body = <Skeleton className="h-48 w-full rounded-2xl" />;
  } else if (post.error || bill.error) {
    body = (
      <ErrorState
        message={post.error ?? bill.error ?? t('errors.fetchFeed')}
        onRetry={post.error ? post.retry : bill.retry}
      />
    );
  } else if (billPrivate) {
    body = (
      <EmptyState
        title={t('page.billPrivate')}
        icon="🔒"
        back={{ to: PATHS.feed, label: t('page.backToFeed') }}
      />
    );
  } else if (hidden) {
    body = (
      // The post page of a user I block (decision 0030).
      <EmptyState
        title={t('page.hiddenBlocked')}
        icon="🚫"
        back={{ to: PATHS.feed, label: t('page.backToFeed') }}
      />
    );
  } else if (post.data) {
    body = (
      <PostCard
        post={post.data}
        author={authors.data?.[post.data.userId]}
        authorLoading={authors.loading}
        uid={uid}
        liked={liked}
        likeBusy={likeToggle.busy === targetId || likes.loading}
        onToggleLike={() => void likeToggle.toggle(targetId, liked)}
        commentsOpen
        imagePriority
        fullPhoto
      />
    );
  } else if (bill.data) {
    const author = authors.data?.[bill.data.userId];
    body = (
      <article
        aria-label={t('page.bill')}
        className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <header className="flex items-center gap-3">
          <Avatar src={author?.photoURL} seed={bill.data.userId} alt="" size={40} />
          {author ? (
            <Link to={profilePath(author.username)} className="truncate font-semibold hover:underline">
              {author.username}
            </Link>
          ) : (
            <span className="font-semibold">{t('unknownUser')}</span>
          )}
        </header>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={restaurantPagePath(bill.data.restaurantKey)}
              className="block truncate font-semibold underline-offset-2 hover:underline"
            >
              {bill.data.restaurantName}
            </Link>
            <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">{bill.data.address}</p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{formatDay(bill.data.date)}</p>
          </div>
          <p className="shrink-0 font-semibold">{formatEuro(bill.data.totalAmount)}</p>
        </div>
        <div className="border-t border-zinc-200 pt-2 dark:border-zinc-800">
          <LikeButton
            what="bill"
            count={bill.data.likeCount}
            liked={liked}
            signedIn={uid !== null}
            busy={likeToggle.busy === targetId || likes.loading}
            onToggle={() => void likeToggle.toggle(targetId, liked)}
          />
        </div>
        <CommentSection target={{ kind: 'bill', id: targetId }} uid={uid} />
      </article>
    );
  } else {
    body = (
      <EmptyState
        title={t('errors.postNotFound')}
        icon="🔍"
        back={{ to: PATHS.feed, label: t('page.backToFeed') }}
      />
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pb-8">
      <div className="-mx-4">
        <PageTitle
          actions={
            <Link
              to={PATHS.feed}
              className="text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400"
            >
              {t('page.openFeed')}
            </Link>
          }
        >
          {bill.data ? t('page.bill') : t('page.post')}
        </PageTitle>
      </div>
      {likeToggle.error && <ErrorMessage>{likeToggle.error}</ErrorMessage>}
      {body}
    </section>
  );
}
