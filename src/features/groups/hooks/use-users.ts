import { useMemo } from 'react';
import { useUsers as useCachedUsers } from '@/hooks/use-users';

/**
 * The user records of `ids` by uid, through the session's user cache (src/hooks/use-users.ts): known
 * senders and members keep their names while a new one loads.
 */
export function useUsers(ids: readonly string[], errorMessage: string) {
  const state = useCachedUsers(ids, errorMessage);
  const data = useMemo(() => new Map(Object.entries(state.data)), [state.data]);
  return { ...state, data };
}
