import { useAsync } from '@/hooks/use-async';
import { fetchUsersByIds } from '@/firebase/user-lookups';
import type { UserRecord } from '@/domain/user-record';
import { MSG } from '../model/messages';

/** The top spenders' user records in one batched lookup (30 per query), keyed by uid. */
export function useSpenderUsers(ids: readonly string[]) {
  const key = ids.length > 0 ? [...ids].sort().join(',') : null;
  const state = useAsync<Record<string, UserRecord>>(
    key,
    async () => Object.fromEntries((await fetchUsersByIds(ids)).map((u) => [u.uid, u])),
    MSG.loadSpenders,
  );
  return { ...state, data: state.data ?? {} };
}
