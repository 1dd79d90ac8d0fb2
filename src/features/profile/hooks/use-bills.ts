import { t } from 'i18next';
import { billPages } from '../api/subscribe-bills';
import { type Bill } from '../model';
import { useLivePages } from '@/hooks/use-live-pages';

/** The user's bills, newest first: the newest page live while the history is open, older on demand. */
export function useBills(uid: string) {
  const { data, ...rest } = useLivePages<Bill>(uid, billPages(uid), t('profile:errors.fetchBills'));
  return { data: data ?? [], ...rest };
}
