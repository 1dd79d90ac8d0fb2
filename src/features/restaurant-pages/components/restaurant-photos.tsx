import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { PATHS, postPath } from '@/domain/paths';
import { useBlockedUsers, withoutBlocked } from '@/social/hooks/use-blocked-users';
import { useAuthStore } from '@/stores/auth-store';
import type { PostPhoto } from '../api/post-photos';
import { usePostPhotos } from '../hooks/use-post-photos';

/**
 * Photos (issue 42): the photos of posts that name this restaurant, the owner's first, then the
 * latest, a page at a time; each opens its post. A blocked author's photos are not shown, as their
 * reviews are not (decision 0030). Posts are for signed-in readers: a visitor is asked to sign in.
 */
export function RestaurantPhotos(props: { restaurantKey: string; ownerId: string | null }) {
  // Another restaurant starts again from its first page.
  return <PhotosOf key={props.restaurantKey} {...props} />;
}

function PhotosOf({ restaurantKey, ownerId }: { restaurantKey: string; ownerId: string | null }) {
  const { t } = useTranslation('restaurants');
  const uid = useAuthStore((s) => s.uid);
  const photos = usePostPhotos(restaurantKey, ownerId, uid !== null);
  const blocked = useBlockedUsers();
  const shown = withoutBlocked([...photos.ownerPhotos, ...photos.others], blocked.ids, (p) => p.userId);

  return (
    <section aria-labelledby="restaurant-photos-title" className="flex flex-col gap-3">
      <h2 id="restaurant-photos-title" className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">
        {t('photos.title')}
      </h2>
      {!uid ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Link to={PATHS.login} className="font-semibold text-amber-700 underline dark:text-amber-400">
            {t('photos.signIn')}
          </Link>
        </p>
      ) : photos.loading ? (
        <SkeletonRows count={2} label={t('photos.loading')} />
      ) : photos.error ? (
        <ErrorState message={photos.error} onRetry={photos.retry} />
      ) : shown.length === 0 && !photos.hasMore ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('photos.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('photos.list')} className="grid grid-cols-3 gap-2">
            {shown.map((p) => (
              <PhotoTile key={p.postId} photo={p} byOwner={p.userId === ownerId} />
            ))}
          </ul>
          {photos.moreError && <ErrorMessage>{photos.moreError}</ErrorMessage>}
          {photos.hasMore && (
            <Button variant="secondary" busy={photos.loadingMore} onClick={() => void photos.loadMore()}>
              {t('photos.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function PhotoTile({ photo, byOwner }: { photo: PostPhoto; byOwner: boolean }) {
  const { t } = useTranslation('restaurants');
  const alt = byOwner
    ? t('photos.ownerAlt', { text: photo.content })
    : t('photos.alt', { text: photo.content });
  return (
    <li>
      <Link
        to={postPath(photo.postId)}
        className="block aspect-square overflow-hidden rounded-xl bg-zinc-100 dark:bg-zinc-800"
      >
        <img src={photo.src} alt={alt} loading="lazy" className="h-full w-full object-cover" />
      </Link>
    </li>
  );
}
