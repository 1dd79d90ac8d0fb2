import { useAsync } from '@/hooks/use-async';
import type { UserRecord } from '@/domain/user-record';
import { fetchFollowList } from '../api/fetch-follow-list';
import { MSG, type FollowListKind } from '../model';

/** Followers or following of a user, loaded once each time the list opens. */
export function useFollowList(uid: string, kind: FollowListKind) {
  const { data, ...rest } = useAsync<UserRecord[]>(
    `${kind}:${uid}`,
    () => fetchFollowList(uid, kind),
    kind === 'followers' ? MSG.loadFollowers : MSG.loadFollowing,
  );
  return { data: data ?? [], ...rest };
}
