import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import type { VisionConfig } from '@/lib/vision-config';
import { analyzeBill } from '../api/analyze-bill';
import { isReceiptClaimed } from '../api/fetch-receipt-claim';
import { saveScannedBill, type SaveBillOutcome } from '../api/save-bill';
import {
  FINAL_REFUSALS,
  NO_IMAGE_SELECTED,
  RECEIPT_ALREADY_CLAIMED,
  SAVE_BILL_FAILED,
  SIGN_IN_TO_SCAN,
  claimRefusal,
  needsOwnerSetup,
  scanErrorMessage,
  validateScanFile,
  type ExtractedBill,
} from '../model';
import { prepareReceiptImage } from '../prepare-image';
import { initialScanState, scanReducer, type ScanState } from '../scan-state';

export interface BillScan {
  state: ScanState;
  /** Checks, prepares and analyses a picked or dropped file. */
  scanFile: (file: File | null | undefined) => void;
  confirm: () => void;
  /** Cancel and Try Again. */
  reset: () => void;
}

/**
 * Drives the Scan Receipt screen: file checks → prepareReceiptImage → analyzeBill → claim checks →
 * saveScannedBill. `onSaved` runs once a confirm has been written.
 */
export function useBillScan(
  config: VisionConfig | null,
  onSaved: (outcome: SaveBillOutcome) => void,
): BillScan {
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  const lastRun = useRef(0);
  const stateRef = useRef(state);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    stateRef.current = state;
    onSavedRef.current = onSaved;
  });

  const nextRun = () => {
    lastRun.current += 1;
    return lastRun.current;
  };

  const scanFile = useCallback(
    (file: File | null | undefined) => {
      const current = stateRef.current;
      if (!config || !(current.phase === 'error' || (current.phase === 'idle' && !current.saved))) return;
      const run = nextRun();
      dispatch({ type: 'start', run });
      void (async () => {
        const fail = (message: string) => dispatch({ type: 'failed', run, message });
        if (!useAuthStore.getState().uid) return fail(SIGN_IN_TO_SCAN);
        const invalid = validateScanFile(file);
        if (!file || invalid) return fail(invalid ?? NO_IMAGE_SELECTED);
        let bill: ExtractedBill;
        try {
          const prepared = await prepareReceiptImage(file, (stage) =>
            dispatch({ type: 'stage', run, stage }),
          );
          if (run !== lastRun.current) return;
          dispatch({ type: 'prepared', run });
          bill = await analyzeBill(prepared.dataUrl, config);
        } catch (error) {
          return fail(scanErrorMessage(error));
        }
        const user = useAuthStore.getState().user;
        const ownerSetup = !!user && needsOwnerSetup(user);
        const refusal = ownerSetup ? null : claimRefusal(bill, user, new Date());
        dispatch({ type: 'scanned', run, bill, ownerSetup, refusal });
        if (ownerSetup || refusal) return;
        // Unknown (offline, say) counts as not claimed: the save transaction reads the receipt again.
        const claimed = await isReceiptClaimed(bill).catch(() => false);
        dispatch({ type: 'checked', run, refusal: claimed ? RECEIPT_ALREADY_CLAIMED : null });
      })();
    },
    [config],
  );

  const confirm = useCallback(() => {
    const current = stateRef.current;
    if (current.phase !== 'result') return;
    const { run, bill } = current;
    dispatch({ type: 'confirm', run });
    void saveScannedBill(useAuthStore.getState().uid, bill).then(
      (outcome) => {
        dispatch({ type: 'saved', run });
        onSavedRef.current(outcome);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : SAVE_BILL_FAILED;
        dispatch({ type: 'saveFailed', run, message, final: FINAL_REFUSALS.has(message) });
      },
    );
  }, []);

  const reset = useCallback(() => dispatch({ type: 'reset', run: nextRun() }), []);

  return { state, scanFile, confirm, reset };
}
