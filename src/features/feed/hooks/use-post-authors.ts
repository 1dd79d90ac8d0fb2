import { useAsync } from '@/hooks/use-async';
import { fetchUsersByIds } from '@/firebase/user-lookups';
import type { UserRecord } from '@/domain/user-record';
import { MSG } from '../model';

/** The authors of these user ids, looked up in batches of 30 (never one query per post). */
export function useUsersById(ids: readonly string[]) {
  const unique = [...new Set(ids.filter(Boolean))].sort();
  return useAsync<Record<string, UserRecord>>(
    unique.length ? unique.join(',') : null,
    async () => Object.fromEntries((await fetchUsersByIds(unique)).map((u) => [u.uid, u])),
    MSG.fetchFeed,
  );
}
