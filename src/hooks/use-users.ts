import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { UserRecord } from '@/domain/user-record';
import { userCache } from '@/users/user-cache';
import { useAuthStore } from '@/stores/auth-store';

export interface UsersState {
  /** The known records of the ids, by uid: the same object until one of them changes. */
  data: Record<string, UserRecord>;
  /** Some id has never been read yet (the known ones show meanwhile). */
  loading: boolean;
  error: string | null;
  retry: () => void;
  /** This id was read (found, or known to be missing), or is empty: a row that needs it can show. */
  isKnown: (id: string) => boolean;
}

/**
 * The user records of `ids` through the session's user cache (src/users/user-cache.ts): known names
 * show at once and stay while new ids load; only unknown or stale ids are asked for. The signed-in
 * user's own record comes from the session's live record, so an edit of one's profile shows at once.
 */
export function useUsers(ids: readonly string[], errorMessage: string): UsersState {
  const cache = userCache();
  const key = [...new Set(ids.filter(Boolean))].sort().join(',');
  // Renders again whenever the cache learns something.
  useSyncExternalStore(cache.subscribe, cache.version);
  const me = useAuthStore((s) => s.user);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const run = `${key}#${attempt}`;

  useEffect(() => {
    if (!key) return;
    let current = true;
    cache.load(key.split(',')).catch(() => current && setFailed(run));
    return () => {
      current = false;
    };
  }, [cache, key, run]);

  // The same object while it holds the same records, so a render with nothing new changes nothing.
  const [shown, setShown] = useState<Record<string, UserRecord>>({});
  const next = recordsOf(key, cache.peek, me);
  const data = sameRecords(shown, next) ? shown : next;
  if (data !== shown) setShown(data);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const error = failed === run ? errorMessage : null;
  const loading = !error && key !== '' && key.split(',').some((id) => cache.peek(id) === undefined);
  const isKnown = (id: string) => !id || me?.uid === id || cache.peek(id) !== undefined;
  return { data, loading, error, retry, isKnown };
}

function recordsOf(
  key: string,
  peek: (id: string) => UserRecord | null | undefined,
  me: UserRecord | null,
): Record<string, UserRecord> {
  const out: Record<string, UserRecord> = {};
  if (!key) return out;
  for (const id of key.split(',')) {
    const user = me?.uid === id ? me : peek(id);
    if (user) out[id] = user;
  }
  return out;
}

function sameRecords(a: Record<string, UserRecord>, b: Record<string, UserRecord>): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}
