import { subscribeToBills } from '../api/subscribe-bills';
import { MSG, type Bill } from '../model';
import { useLive } from '@/hooks/use-live';

/** The user's bills, newest first, live while the history is open. */
export function useBills(uid: string) {
  const { data, ...rest } = useLive<Bill[]>(
    uid,
    (onNext, onError) => subscribeToBills(uid, onNext, onError),
    MSG.fetchBills,
  );
  return { data: data ?? [], ...rest };
}
