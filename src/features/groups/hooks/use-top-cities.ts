import { t } from 'i18next';
import { useAsync } from '@/hooks/use-async';
import { useLive } from '@/hooks/use-live';
import { useAuthStore } from '@/stores/auth-store';
import { fetchTopCities } from '../api/fetch-top-cities';
import type { EliteCity } from '../model/city';

/** The top Elite Cities: live when signed in, one firestore/lite read for a visitor (as useTopGroups). */
export function useTopCities() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const live = useLive<EliteCity[]>(
    signedIn ? 'top-cities' : null,
    (onNext, onError) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      import('../api/subscribe-top-cities').then((m) => {
        if (!closed) unsubscribe = m.subscribeToTopCities(onNext, onError);
      }, onError);
      return () => {
        closed = true;
        unsubscribe?.();
      };
    },
    t('elite:errors.fetchCities'),
  );
  const once = useAsync(signedIn ? null : 'top-cities', fetchTopCities, t('elite:errors.fetchCities'));
  return signedIn ? live : once;
}
