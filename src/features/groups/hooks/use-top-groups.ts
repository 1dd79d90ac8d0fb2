import { t } from 'i18next';
import { useAsync } from '@/hooks/use-async';
import { useLive } from '@/hooks/use-live';
import { useAuthStore } from '@/stores/auth-store';
import { fetchTopGroups } from '../api/fetch-top-groups';
import type { EliteGroup } from '../model/group';

/**
 * The top 3 groups. Signed in (the full SDK is loaded anyway): live, as the spec says, through a dynamic
 * import so the home page's Elite chunk never carries the full SDK. A visitor: one read through
 * firestore/lite, which the leaderboard has already loaded (docs/decisions/0007-groups.md).
 */
export function useTopGroups() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const live = useLive<EliteGroup[]>(
    signedIn ? 'top-groups' : null,
    (onNext, onError) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      import('../api/subscribe-top-groups').then((m) => {
        if (!closed) unsubscribe = m.subscribeToTopGroups(onNext, onError);
      }, onError);
      return () => {
        closed = true;
        unsubscribe?.();
      };
    },
    t('elite:errors.fetchGroups'),
  );
  const once = useAsync(signedIn ? null : 'top-groups', fetchTopGroups, t('elite:errors.fetchGroups'));
  return signedIn ? live : once;
}
