import { t } from 'i18next';
import { useLivePages } from '@/hooks/use-live-pages';
import { useUsers } from '@/hooks/use-users';
import { followPages } from '../api/follow-pages';
import { type FollowListKind } from '../model';

/**
 * Followers or following of a user, most recent first: the newest page live while the list is open,
 * older pages on demand, each user looked up once; follows of deleted users are left out.
 */
export function useFollowList(uid: string, kind: FollowListKind) {
  const message =
    kind === 'followers' ? t('profile:errors.loadFollowers') : t('profile:errors.loadFollowing');
  const live = useLivePages(`${kind}:${uid}`, followPages(uid, kind), message);
  const ids = live.data ?? [];
  const lookup = useUsers(ids, message);
  const ready = ids.filter(lookup.isKnown);
  const users = ready.flatMap((id) => lookup.data[id] ?? []);
  const error = live.error ?? lookup.error;
  return {
    data: error ? [] : users,
    loading: !error && (live.loading || (lookup.loading && ready.length === 0)),
    error,
    retry: live.error ? live.retry : lookup.retry,
    hasOlder: !error && live.hasOlder,
    loadOlder: live.loadOlder,
    loadingOlder: live.loadingOlder,
    olderError: live.olderError,
  };
}
