import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import type { VisionConfig } from '@/lib/vision-config';
import { analyzeBill } from '../api/analyze-bill';
import { isReceiptClaimed } from '../api/fetch-receipt-claim';
import { saveScannedBill, type SaveBillOutcome } from '../api/save-bill';
import { type ExtractedBill } from '../model/bill';
import { claimRefusal } from '../model/fraud';
import {
  FINAL_REFUSALS,
  NO_IMAGE_SELECTED,
  RECEIPT_ALREADY_CLAIMED,
  SAVE_BILL_FAILED,
  SIGN_IN_TO_SCAN,
  scanErrorMessage,
} from '../model/messages';
import { needsOwnerSetup } from '../model/owner-setup';
import { validateScanFile } from '../model/scan-file';
import { prepareReceiptImage } from '../prepare-image';
import { canConfirm, initialScanState, scanReducer, type ScanState } from '../scan-state';

export interface BillScan {
  state: ScanState;
  /** Checks, prepares and analyses a picked or dropped file. */
  scanFile: (file: File | null | undefined) => void;
  confirm: () => void;
  /** Cancel and Try Again. */
  reset: () => void;
}

/** What the hook calls; tests pass their own (the defaults talk to the vision endpoint and Firestore). */
export interface BillScanDeps {
  prepareReceiptImage: typeof prepareReceiptImage;
  analyzeBill: typeof analyzeBill;
  isReceiptClaimed: (bill: ExtractedBill) => Promise<boolean>;
  saveScannedBill: typeof saveScannedBill;
}

const defaultDeps: BillScanDeps = {
  prepareReceiptImage,
  analyzeBill,
  isReceiptClaimed: (bill) => isReceiptClaimed(bill),
  saveScannedBill,
};

/**
 * Drives the Scan Receipt screen: file checks → prepareReceiptImage → analyzeBill → claim checks →
 * saveScannedBill. `onSaved` runs once a confirm has been written. Confirm saves only when
 * `canConfirm` (checks done, no refusal, not already saving), once per click however fast the clicks.
 */
export function useBillScan(
  config: VisionConfig | null,
  onSaved: (outcome: SaveBillOutcome) => void,
  deps: BillScanDeps = defaultDeps,
): BillScan {
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  const lastRun = useRef(0);
  const stateRef = useRef(state);
  const onSavedRef = useRef(onSaved);
  const depsRef = useRef(deps);
  // The save in flight: a second click before the re-render must not start another; leaving the
  // screen abandons it (save-bill then never writes on a later retry).
  const saving = useRef<AbortController | null>(null);
  useEffect(() => {
    stateRef.current = state;
    onSavedRef.current = onSaved;
    depsRef.current = deps;
  });
  useEffect(() => () => saving.current?.abort(), []);

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
          const prepared = await depsRef.current.prepareReceiptImage(file, (stage) =>
            dispatch({ type: 'stage', run, stage }),
          );
          if (run !== lastRun.current) return;
          dispatch({ type: 'prepared', run });
          bill = await depsRef.current.analyzeBill(prepared.dataUrl, config);
        } catch (error) {
          return fail(scanErrorMessage(error));
        }
        const user = useAuthStore.getState().user;
        const ownerSetup = !!user && needsOwnerSetup(user);
        const refusal = ownerSetup ? null : claimRefusal(bill, user, new Date());
        dispatch({ type: 'scanned', run, bill, ownerSetup, refusal });
        if (ownerSetup || refusal) return;
        // Unknown (offline, say) counts as not claimed: the save transaction reads the receipt again.
        const claimed = await depsRef.current.isReceiptClaimed(bill).catch(() => false);
        dispatch({ type: 'checked', run, refusal: claimed ? RECEIPT_ALREADY_CLAIMED : null });
      })();
    },
    [config],
  );

  const confirm = useCallback(() => {
    const current = stateRef.current;
    if (!canConfirm(current) || current.phase !== 'result' || saving.current) return;
    const { run, bill } = current;
    const controller = new AbortController();
    saving.current = controller;
    dispatch({ type: 'confirm', run });
    void depsRef.current
      .saveScannedBill(useAuthStore.getState().uid, bill, { signal: controller.signal })
      .then(
        (outcome) => {
          dispatch({ type: 'saved', run });
          onSavedRef.current(outcome);
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : SAVE_BILL_FAILED;
          dispatch({ type: 'saveFailed', run, message, final: FINAL_REFUSALS.has(message) });
        },
      )
      .finally(() => {
        if (saving.current === controller) saving.current = null;
      });
  }, []);

  const reset = useCallback(() => dispatch({ type: 'reset', run: nextRun() }), []);

  return { state, scanFile, confirm, reset };
}
