import { useState } from 'react';
import { t } from 'i18next';
import { useLivePages } from '@/hooks/use-live-pages';
import { errorText } from '@/i18n/error-text';
import { removeWantToTry, wantToTryPages } from '../api/want-to-try';

/**
 * My "Want to try" list (decision 0040): the newest page live, older pages on demand; remove() takes one
 * off (it leaves the live page by itself), busy per restaurant, a failure said beside it.
 */
export function useWantToTryList(uid: string | null) {
  const list = useLivePages(
    uid ? `wantToTry:${uid}` : null,
    wantToTryPages(uid ?? ''),
    t('search:wantToTry.loadFailed'),
  );
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [removeErrors, setRemoveErrors] = useState<Readonly<Record<string, string>>>({});
  // An item removed from an older page is not live: hide it here once its delete succeeded.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  async function remove(restaurantKey: string) {
    if (!uid || removing.has(restaurantKey)) return;
    setRemoving((s) => new Set(s).add(restaurantKey));
    setRemoveErrors(({ [restaurantKey]: _gone, ...rest }) => rest);
    try {
      await removeWantToTry(uid, restaurantKey);
      setRemoved((s) => new Set(s).add(restaurantKey));
    } catch (err) {
      setRemoveErrors((e) => ({ ...e, [restaurantKey]: errorText(err, 'search:wantToTry.removeFailed') }));
    } finally {
      setRemoving((s) => {
        const next = new Set(s);
        next.delete(restaurantKey);
        return next;
      });
    }
  }

  return {
    ...list,
    data: list.data?.filter((item) => !removed.has(item.restaurantKey)),
    removing,
    removeErrors,
    remove,
  };
}
