import { useAsync } from '@/hooks/use-async';
import { fetchMaySeeSpending } from '../api/spending-access';

/**
 * Whether the signed-in viewer may read the diner's spending history (decision 0043), read once; no
 * diner or no viewer: nothing is read.
 */
export function useSpendingAccess(dinerId: string | null, viewerId: string | null, errorMessage: string) {
  return useAsync<boolean>(
    dinerId === null || viewerId === null ? null : `${dinerId}/${viewerId}`,
    () => fetchMaySeeSpending(dinerId ?? '', viewerId ?? ''),
    errorMessage,
  );
}
