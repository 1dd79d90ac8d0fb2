import { useState } from 'react';
import { t } from 'i18next';
import type { DocumentSnapshot } from 'firebase/firestore';
import { useAsync } from '@/hooks/use-async';
import { fetchOwnerPhotos, fetchPhotoPage, type PostPhoto } from '../api/post-photos';

/**
 * The photos of posts at a restaurant: the owner's first, then everyone else's a page at a time ("Show
 * more" reads the next page after the last one). `enabled` false (a visitor): nothing is read.
 */
export function usePostPhotos(restaurantKey: string, ownerId: string | null, enabled: boolean) {
  const failed = t('restaurants:photos.loadFailed');
  const owner = useAsync(
    enabled && ownerId ? `owner-photos-${restaurantKey}-${ownerId}` : null,
    () => fetchOwnerPhotos(restaurantKey, ownerId!),
    failed,
  );
  const first = useAsync(
    enabled ? `photos-${restaurantKey}` : null,
    () => fetchPhotoPage(restaurantKey, null),
    failed,
  );
  const [more, setMore] = useState<{ photos: PostPhoto[]; next: DocumentSnapshot | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const next = more ? more.next : (first.data?.next ?? null);

  async function loadMore() {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchPhotoPage(restaurantKey, next);
      setMore((m) => ({ photos: [...(m?.photos ?? []), ...page.photos], next: page.next }));
    } catch {
      setMoreError(failed);
    } finally {
      setLoadingMore(false);
    }
  }

  const others = [...(first.data?.photos ?? []), ...(more?.photos ?? [])].filter((p) => p.userId !== ownerId);
  return {
    ownerPhotos: owner.data ?? [],
    others,
    loading: first.loading || owner.loading,
    error: first.error ?? owner.error,
    retry: () => {
      first.retry();
      owner.retry();
    },
    hasMore: next !== null,
    loadMore,
    loadingMore,
    moreError,
  };
}
