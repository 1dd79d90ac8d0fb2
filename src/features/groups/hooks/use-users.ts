import { useAsync } from '@/hooks/use-async';
import { fetchUsersByIds } from '@/firebase/user-lookups';
import type { UserRecord } from '@/domain/user-record';

/** The user records of `ids` (batched, 30 per query), looked up again when the set of ids changes. */
export function useUsers(ids: readonly string[], errorMessage: string) {
  const key = ids.length ? [...new Set(ids)].sort().join(',') : null;
  const state = useAsync<Map<string, UserRecord>>(
    key,
    async () => new Map((await fetchUsersByIds(ids)).map((u) => [u.uid, u])),
    errorMessage,
  );
  return key === null ? { ...state, data: new Map<string, UserRecord>(), loading: false } : state;
}
