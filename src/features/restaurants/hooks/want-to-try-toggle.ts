import { useState } from 'react';
import { t } from 'i18next';
import type { RestaurantPage } from '@/domain/restaurant-page';
import { useLive } from '@/hooks/use-live';
import { errorText } from '@/i18n/error-text';
import { useAuthStore } from '@/stores/auth-store';
import { addWantToTry, removeWantToTry, subscribeWantsToTry } from '../api/want-to-try';

/**
 * Whether I bookmarked `page` (live), and the toggle: busy while it saves; a failure says why and
 * leaves the stored state shown.
 */
export function useWantToTryToggle(page: RestaurantPage) {
  const uid = useAuthStore((s) => s.uid);
  const key = page.restaurantKey;
  const saved = useLive<boolean>(
    uid ? `${uid}:${key}` : null,
    (onNext, onError) => subscribeWantsToTry(uid ?? '', key, onNext, onError),
    t('search:wantToTry.loadFailed'),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (!uid || busy || saved.data === undefined) return;
    setBusy(true);
    setError(null);
    try {
      if (saved.data) await removeWantToTry(uid, key);
      else await addWantToTry(uid, page);
    } catch (err) {
      setError(errorText(err, 'search:wantToTry.saveFailed'));
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
