import { useState } from 'react';
import { t } from 'i18next';
import { useLivePages } from '@/hooks/use-live-pages';
import { failText } from '../model/want-to-try-fail-text';
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
    const fail = (err: unknown) => {
      // Refused (even after it was queued): shown again, with why.
      setRemoved((s) => new Set([...s].filter((k) => k !== restaurantKey)));
      setRemoveErrors((e) => ({ ...e, [restaurantKey]: failText(err, 'search:wantToTry.removeFailed') }));
    };
    try {
      await removeWantToTry(uid, restaurantKey, fail);
      setRemoved((s) => new Set(s).add(restaurantKey));
    } catch (err) {
      fail(err);
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
