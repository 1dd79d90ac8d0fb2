import { t } from 'i18next';
import { useMemo } from 'react';
import { lastOwnRecord } from '@/stores/session/own-record-cache';
import { useAsync } from '@/hooks/use-async';
import type { UserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { fetchUserByUsername } from '@/users/user-lookups';
import { subscribeToUser } from '@/firebase/subscribe-user';
import { ME } from '../model';
import { useLive } from '@/hooks/use-live';

export interface ProfileUserState {
  data: UserRecord | null;
  loading: boolean;
  /** 'User not found', or the loading message. */
  error: string | null;
  retry: () => void;
}

/**
 * The profile's user, kept live. /profile/me is the signed-in user's record from the auth store (until
 * it first arrives, the one this device last saw: src/stores/session/own-record-cache.ts);
 * /profile/{username} is looked up once by username, then users/{uid} is listened to so the counters
 * move after a follow.
 */
export function useProfileUser(username: string): ProfileUserState {
  const isMe = username === ME;
  const meUser = useAuthStore((s) => s.user);
  const meError = useAuthStore((s) => s.userError);
  const meUid = useAuthStore((s) => s.uid);
  const retryMe = useAuthStore((s) => s.retryUser);
  const remembered = useMemo(() => (isMe ? lastOwnRecord(meUid) : null), [isMe, meUid]);

  const lookup = useAsync(
    isMe ? null : username.toLowerCase(),
    () => fetchUserByUsername(username),
    t('profile:errors.fetchUser'),
  );
  const uid = lookup.data?.uid ?? null;
  const live = useLive<UserRecord | null>(
    uid,
    (onNext, onError) => subscribeToUser(uid!, onNext, onError),
    t('profile:errors.fetchUser'),
  );

  if (isMe) {
    // Retry reopens the record's listener (the auth session keeps it; it also reopens it by itself).
    if (meUser || meError)
      return { data: meUser, loading: false, error: meUser ? null : meError, retry: retryMe };
    return { data: remembered, loading: !remembered, error: null, retry: retryMe };
  }
  if (lookup.loading) return { data: null, loading: true, error: null, retry: lookup.retry };
  if (lookup.error) return { data: null, loading: false, error: lookup.error, retry: lookup.retry };
  if (!lookup.data)
    return { data: null, loading: false, error: t('profile:errors.userNotFound'), retry: lookup.retry };
  if (live.error) return { data: null, loading: false, error: live.error, retry: live.retry };
  // Until the listener answers, the looked-up record stands in; a deleted user is not found.
  if (live.data === null)
    return { data: null, loading: false, error: t('profile:errors.userNotFound'), retry: lookup.retry };
  return { data: live.data ?? lookup.data, loading: false, error: null, retry: live.retry };
}
