import { useUsers } from '@/hooks/use-users';
import { subscribeToPointTransactions } from '../api/subscribe-point-transactions';
import { counterpartIds, MSG, toHistoryRows, type HistoryRow, type PointTransfer } from '../model';
import { useLive } from '@/hooks/use-live';

/**
 * The signed-in user's silver transfers, sent and received, newest first, live; counterparts' usernames
 * looked up in batches whenever the set of counterparts changes ('Unknown User' when missing).
 */
export function useTransferHistory(uid: string): {
  data: HistoryRow[];
  loading: boolean;
  error: string | null;
  retry: () => void;
} {
  const live = useLive<PointTransfer[]>(
    uid,
    (onNext, onError) => subscribeToPointTransactions(uid, onNext, onError),
    MSG.loadTransactions,
  );
  const ids = live.data ? counterpartIds(live.data, uid) : null;
  const names = useUsers(ids ?? [], MSG.loadTransactions);

  if (live.error || names.error) {
    return {
      data: [],
      loading: false,
      error: live.error ?? names.error,
      retry: live.error ? live.retry : names.retry,
    };
  }
  if (live.loading || names.loading) return { data: [], loading: true, error: null, retry: live.retry };
  return {
    data: toHistoryRows(
      live.data ?? [],
      uid,
      Object.fromEntries(Object.values(names.data).map((u) => [u.uid, u.username])),
    ),
    loading: false,
    error: null,
    retry: live.retry,
  };
}
