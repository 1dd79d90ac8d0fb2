import { t } from 'i18next';
import { useLive } from '@/hooks/use-live';
import type { BillCode } from '@/domain/bill-code';
import { subscribeToBillCode } from '../api/bill-codes';

/** The till's current code, live (null: none issued, or gone). */
export function useBillCode(codeId: string | null) {
  return useLive<BillCode | null>(
    codeId,
    (onNext, onError) => subscribeToBillCode(codeId!, onNext, onError),
    t('dashboard:till.errors.load'),
  );
}
