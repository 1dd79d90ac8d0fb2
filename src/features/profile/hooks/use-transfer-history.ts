import { t } from 'i18next';
import { useLivePages } from '@/hooks/use-live-pages';
import { transferPages } from '../api/subscribe-point-transactions';
import { counterpartIds, toHistoryRows, type HistoryRow } from '../model';
import { useUsers } from '@/hooks/use-users';

export interface TransferHistoryState {
  data: HistoryRow[];
  loading: boolean;
  error: string | null;
  retry: () => void;
  hasOlder: boolean;
  loadOlder: () => void;
  loadingOlder: boolean;
  olderError: string | null;
}

/**
 * The signed-in user's silver transfers, sent and received, newest first: the newest page live, older
 * pages on demand; counterparts' usernames looked up once each ('Unknown User' when missing). Rows
 * already shown stay while an older page's names load; its rows join when they answer.
 */
export function useTransferHistory(uid: string): TransferHistoryState {
  const live = useLivePages(
    uid,
    transferPages(uid),
    t('profile:errors.loadTransactions'),
    t('profile:errors.fetchTransactions'),
  );
  const names = useUsers(
    live.data ? counterpartIds(live.data, uid) : [],
    t('profile:errors.loadTransactions'),
  );
  const paging = {
    hasOlder: live.hasOlder,
    loadOlder: live.loadOlder,
    loadingOlder: live.loadingOlder,
    olderError: live.olderError,
  };
  const failed = live.error ?? names.error;
  if (failed) {
    const retry = live.error ? live.retry : names.retry;
    return { data: [], loading: false, error: failed, retry, ...paging, hasOlder: false };
  }
  const counterpart = (t: { senderId: string; receiverId: string }) =>
    t.senderId === uid ? t.receiverId : t.senderId;
  const ready = (live.data ?? []).filter((t) => names.isKnown(counterpart(t)));
  if (live.loading || (names.loading && ready.length === 0)) {
    return { data: [], loading: true, error: null, retry: live.retry, ...paging, hasOlder: false };
  }
  const usernames = Object.fromEntries(Object.entries(names.data).map(([id, u]) => [id, u.username]));
  return {
    data: toHistoryRows(ready, uid, usernames),
    loading: false,
    error: null,
    retry: live.retry,
    ...paging,
  };
}
