import { memo, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorMessage } from '@/components/ui/error-message';
import { useLikeToggle, useOwnLikes } from '@/social/hooks/use-likes';
import { useLatestCallback } from '@/hooks/use-latest-callback';
import { useLive } from '@/hooks/use-live';
import { useRevealedCount } from '@/hooks/use-revealed-count';
import { useAuthStore } from '@/stores/auth-store';
import { useBlockedUsers, withoutBlocked } from '@/social/hooks/use-blocked-users';
import { FIRST_SCREEN_POSTS } from '../api/feed-rest';
import { takeArrivedFirstFeed } from '../api/prefetched-feed';
import { subscribeToFeed } from '../api/subscribe-posts';
import { useUsersById } from '../hooks/use-post-authors';
import { type Post } from '../model';
import { Composer } from './composer';
import { PostCard } from './post-card';
import { POST_CARD } from './post-card-classes';

/** /feed (spec section 2): the composer and the newest 20 posts, live. */
export function FeedPage() {
  const { t } = useTranslation('feed');
  const uid = useAuthStore((s) => s.uid);
  const feed = useLive<Post[]>('feed', subscribeToFeed, t('errors.loadFeed'));
  // Until the listener answers: the first page index.html asked for (and painted), if it has arrived.
  const [fromHtml] = useState(takeArrivedFirstFeed);
  const shown = feed.data ?? (feed.loading ? fromHtml : undefined);
  // Posts by users I block are not shown (decision 0030).
  const blocked = useBlockedUsers();
  const posts = withoutBlocked(shown ?? [], blocked.ids, (p) => p.userId);
  const authors = useUsersById(posts.map((p) => p.userId));
  // The counts are the posts' own likeCount; only the user's own likes are read.
  const likes = useOwnLikes(
    posts.map((p) => p.id),
    uid,
  );
  const likeToggle = useLikeToggle(uid, 'post');
  const toggleLike = useLatestCallback((postId: string, liked: boolean) => {
    void likeToggle.toggle(postId, liked);
  });
  // The first screen's cards at once, the ones below the fold in the next idle moments.
  const revealed = useRevealedCount(posts.length, FIRST_SCREEN_POSTS, 4);

  return (
    <FeedLayout uid={uid}>
      {likeToggle.error && <ErrorMessage>{likeToggle.error}</ErrorMessage>}
      {authors.error && <ErrorState message={authors.error} onRetry={authors.retry} />}
      {feed.loading && !shown ? (
        <PostsSkeleton />
      ) : feed.error ? (
        <ErrorState message={feed.error} onRetry={feed.retry} />
      ) : posts.length === 0 ? (
        <EmptyState title={t('posts.empty')} description={t('posts.emptyHint')} icon="🍝" />
      ) : (
        <ul className={POST_CARD.list} aria-label={t('posts.label')}>
          {posts.slice(0, revealed).map((post, i) => (
            <li key={post.id}>
              <FeedItem
                post={post}
                author={authors.data?.[post.userId]}
                authorLoading={authors.loading}
                uid={uid}
                liked={likes.data?.[post.id] ?? false}
                likeBusy={likeToggle.busy === post.id || likes.loading}
                toggleLike={toggleLike}
                imagePriority={i === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </FeedLayout>
  );
}

/**
 * One card of the list, rendered again only when its own props change: the page re-renders at every
 * update (the session, each batch of revealed cards, authors, likes), and each card's render is most of
 * the feed's main-thread work (docs/decisions/0045-signed-in-screens-weight.md).
 */
const FeedItem = memo(function FeedItem({
  toggleLike,
  ...card
}: Omit<ComponentProps<typeof PostCard>, 'onToggleLike'> & {
  toggleLike: (postId: string, liked: boolean) => void;
}) {
  return <PostCard {...card} onToggleLike={() => toggleLike(card.post.id, card.liked)} />;
});

/** The title and the composer (disabled until the session is known), then the posts. */
function FeedLayout({ uid, children }: { uid: string | null; children: ReactNode }) {
  const { t } = useTranslation('feed');
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pb-8">
      <div className="-mx-4">
        <PageTitle>{t('title')}</PageTitle>
      </div>
      <Composer uid={uid} />
      {children}
    </section>
  );
}

function PostsSkeleton() {
  const { t } = useTranslation('feed');
  return (
    <div role="status" aria-label={t('posts.loading')} className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * The page as its first render draws it while the feed loads and the session is not known yet:
 * prerendered into index.html as /feed's frame for a returning user (src/app/prerender/frames.tsx).
 */
export function FeedFrame() {
  return (
    <FeedLayout uid={null}>
      <PostsSkeleton />
    </FeedLayout>
  );
}

/**
 * The first post as the page's first render draws it (its author still loading, no one signed in yet),
 * with stand-in content: the early script fills a prerendered copy (src/app/first-paint/paint-feed.ts).
 */
export function FirstPostTemplate() {
  const { t } = useTranslation('feed');
  const post: Post = {
    id: 'post',
    userId: 'author',
    content: 'content',
    image: 'https://example.invalid/photo.jpg',
    imageSmall: null,
    location: 'location',
    likeCount: 0,
    commentCount: 0,
    createdAt: new Date(0),
    pending: false,
  };
  return (
    <ul className={POST_CARD.list} aria-label={t('posts.label')}>
      <li>
        <PostCard
          post={post}
          author={undefined}
          authorLoading
          uid={null}
          liked={false}
          likeBusy={false}
          onToggleLike={() => {}}
          imagePriority
        />
      </li>
    </ul>
  );
}
