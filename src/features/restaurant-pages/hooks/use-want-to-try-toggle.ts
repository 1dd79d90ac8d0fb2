import { useState } from 'react';
import { t } from 'i18next';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { useLive } from '@/hooks/use-live';
import { failText } from '../model/want-to-try-fail-text';
import { useAuthStore } from '@/stores/auth-store';
import { listenLater } from '@/hooks/listen-later';
import { loadOnce } from '@/platform/load-once';

// The data layer loads as it is used: the restaurant page's chunk does not wait for the SDK (0062), and
// the writes' code comes with the first tap (0063).
const live = loadOnce(() => import('../api/want-to-try-live'));
const writes = loadOnce(() => import('../api/want-to-try'));

/**
 * Whether I bookmarked `page` (live), and the toggle: busy while it saves; a failure says why and
 * leaves the stored state shown.
 */
export function useWantToTryToggle(page: RestaurantPage) {
  const uid = useAuthStore((s) => s.uid);
  const key = page.restaurantKey;
  const saved = useLive<boolean>(
    uid ? `${uid}:${key}` : null,
    (onNext, onError) =>
      listenLater(live, (m) => m.subscribeWantsToTry(uid ?? '', key, onNext, onError), onError),
    t('search:wantToTry.loadFailed'),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (!uid || busy || saved.data === undefined) return;
    setBusy(true);
    setError(null);
    // A queued write refused later (the listener then shows the stored state again) is said too.
    const fail = (err: unknown) => setError(failText(err, 'search:wantToTry.saveFailed'));
    try {
      const { addWantToTry, removeWantToTry } = await writes();
      if (saved.data) await removeWantToTry(uid, key, fail);
      else await addWantToTry(uid, page, fail);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return {
    saved: saved.data ?? false,
    ready: saved.data !== undefined,
    busy,
    error: error ?? saved.error,
    toggle,
  };
}
