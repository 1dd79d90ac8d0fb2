import { t } from 'i18next';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ownRecordSettled, useAuthStore } from '@/stores/auth-store';
import type { VisionConfig } from '@/platform/vision-config';
import { analyzeBill } from '../api/analyze-bill';
import { isReceiptClaimed } from '../api/fetch-receipt-claim';
import { readBillOnDevice, releaseDeviceReader, type DeviceReading } from '../api/read-bill-on-device';
import { saveScannedBill, type SaveBillOutcome } from '../api/save-bill';
import { subscribeToBillDay } from '../api/subscribe-bill-day';
import { type ExtractedBill } from '../model/bill';
import { checkDraft, draftOf, type BillDraft } from '../model/bill-draft';
import { claimRefusal } from '../model/fraud';
import { isFinalRefusal, scanErrorMessage } from '../model/messages';
import { needsOwnerSetup } from '../model/owner-setup';
import { validateScanFile } from '../model/scan-file';
import type { OcrProgress } from '../ocr/ocr-progress';
import { prepareReceiptImage } from '../prepare-image';
import { receiptKeyOf } from '../model/receipt-key';
import { canConfirm, initialScanState, scanReducer, type ScanMode, type ScanState } from '../scan-state';
import { isAppError, type AppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

export interface BillScan {
  state: ScanState;
  /** Checks, prepares and reads a picked or dropped file, with the model or on this device. */
  scanFile: (file: File | null | undefined, mode: ScanMode) => void;
  /** The confirmation card's fields as edited: checked again (refusals, the receipt claim). */
  edit: (draft: BillDraft) => void;
  confirm: () => void;
  /** Cancel and Try Again. */
  reset: () => void;
}

/** What the hook calls; tests pass their own (the defaults talk to the vision endpoint and Firestore). */
export interface BillScanDeps {
  prepareReceiptImage: typeof prepareReceiptImage;
  analyzeBill: typeof analyzeBill;
  /** The on-device reader (tesseract.js is a lazily loaded chunk). */
  readOnDevice: (dataUrl: string, onProgress?: (progress: OcrProgress) => void) => Promise<DeviceReading>;
  /** Stops the on-device reader's worker, if one was started. */
  releaseReader: () => void;
  isReceiptClaimed: (bill: ExtractedBill) => Promise<boolean>;
  saveScannedBill: typeof saveScannedBill;
  /** The user's own day counter of the caps, live (private/billDay). */
  subscribeToBillDay: (
    uid: string,
    onNext: (billDay: unknown) => void,
    onError: (err: Error) => void,
  ) => () => void;
}

const defaultDeps: BillScanDeps = {
  prepareReceiptImage,
  analyzeBill,
  readOnDevice: (dataUrl, onProgress) => readBillOnDevice(dataUrl, onProgress),
  // Stops the worker only if one was started: leaving the screen never downloads the reader.
  releaseReader: releaseDeviceReader,
  isReceiptClaimed: (bill) => isReceiptClaimed(bill),
  saveScannedBill,
  subscribeToBillDay: (uid, onNext, onError) => subscribeToBillDay(uid, onNext, onError),
};

/** How long edits settle before the receipt claim is read again. */
const EDIT_CHECK_DELAY_MS = 400;

/** A refusal as the card shows it (the screen's state holds words, made here where they are shown). */
const refusalText = (refusal: AppError | null) => (refusal ? errorText(refusal) : null);

/** The message of a failed on-device reading: the reader's own, else the scan's. */
function deviceErrorMessage(error: unknown): string {
  return isAppError(error, 'scan:errors.readerUnavailable') ? errorText(error) : scanErrorMessage(error);
}

/**
 * Drives the Scan Receipt screen: file checks → prepareReceiptImage → analyzeBill (model) or
 * readOnDevice (this device) → claim checks → edits → saveScannedBill. After a model scan the receipt
 * is read on the device too, as a check of the model's total (decision 0009). `onSaved` runs once a
 * confirm has been written. Confirm saves only when `canConfirm`, once per click however fast.
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
  const editCheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The live day counter of the caps (owner-only, so not on the user record): Confirm stays disabled
  // with the cap's message. Unknown (not yet read, or a failed read) counts as none: the save checks again.
  const uid = useAuthStore((s) => s.uid);
  const billDay = useRef<unknown>(undefined);
  useEffect(() => {
    stateRef.current = state;
    onSavedRef.current = onSaved;
    depsRef.current = deps;
  });
  useEffect(() => {
    billDay.current = undefined;
    if (!uid) return;
    return depsRef.current.subscribeToBillDay(
      uid,
      (day) => {
        billDay.current = day;
      },
      () => {
        billDay.current = undefined;
      },
    );
  }, [uid]);
  /** The diner as the pre-Confirm checks see them: their restaurant profile and today's counter. */
  const diner = () => ({
    restaurantProfile: useAuthStore.getState().user?.restaurantProfile ?? null,
    billDay: billDay.current,
  });
  useEffect(
    () => () => {
      saving.current?.abort();
      clearTimeout(editCheck.current);
      depsRef.current.releaseReader();
    },
    [],
  );

  const nextRun = () => {
    lastRun.current += 1;
    return lastRun.current;
  };

  /** Reads the receipt claim of these fields and reports it for their key. */
  const checkClaim = useCallback((run: number, bill: ExtractedBill) => {
    // Unknown (offline, say) counts as not claimed: the save transaction reads the receipt again.
    void depsRef.current
      .isReceiptClaimed(bill)
      .catch(() => false)
      .then((claimed) =>
        dispatch({
          type: 'checked',
          run,
          key: receiptKeyOf(bill),
          refusal: claimed ? t('scan:errors.receiptAlreadyClaimed') : null,
        }),
      );
  }, []);

  const scanFile = useCallback(
    (file: File | null | undefined, mode: ScanMode) => {
      const current = stateRef.current;
      if (!(current.phase === 'error' || (current.phase === 'idle' && !current.saved))) return;
      if (mode === 'model' && !config) return;
      const run = nextRun();
      dispatch({ type: 'start', run });
      void (async () => {
        const fail = (message: string) => dispatch({ type: 'failed', run, message });
        if (!useAuthStore.getState().uid) return fail(t('scan:errors.signInToScan'));
        const invalid = validateScanFile(file);
        if (!file || invalid) return fail(invalid ?? t('scan:errors.noImageSelected'));
        let dataUrl: string;
        try {
          const prepared = await depsRef.current.prepareReceiptImage(file, (stage) =>
            dispatch({ type: 'stage', run, stage }),
          );
          dataUrl = prepared.dataUrl;
        } catch (error) {
          return fail(scanErrorMessage(error));
        }
        if (run !== lastRun.current) return;
        dispatch({ type: 'prepared', run, mode });

        let draft: BillDraft;
        let receiptText: string | null = null;
        if (mode === 'device') {
          try {
            const { reading, text } = await depsRef.current.readOnDevice(dataUrl, (progress) =>
              dispatch({ type: 'progress', run, progress }),
            );
            draft = draftOf(reading);
            receiptText = text.text;
          } catch (error) {
            return fail(deviceErrorMessage(error));
          }
        } else {
          try {
            draft = draftOf(await depsRef.current.analyzeBill(dataUrl, config!));
          } catch (error) {
            return fail(scanErrorMessage(error));
          }
        }

        const user = await ownRecordSettled();
        if (run !== lastRun.current) return;
        const ownerSetup = !!user && needsOwnerSetup(user);
        const { bill } = checkDraft(draft);
        const refusal = ownerSetup || !bill ? null : refusalText(claimRefusal(bill, diner(), new Date()));
        // Also for a refused answer: a cap or the date window may come from a misread the person fixes.
        const trust = mode === 'model';
        dispatch({
          type: 'scanned',
          run,
          draft,
          ownerSetup,
          refusal,
          receiptText,
          totalCheck: trust ? 'checking' : 'off',
        });
        if (bill && !ownerSetup && !refusal) checkClaim(run, bill);
        if (trust) {
          // The trust check: the same photo read on this device, for the card to look for the total.
          depsRef.current.readOnDevice(dataUrl).then(
            ({ text }) => dispatch({ type: 'totalChecked', run, totalCheck: 'done', receiptText: text.text }),
            () => dispatch({ type: 'totalChecked', run, totalCheck: 'unavailable', receiptText: null }),
          );
        }
      })();
    },
    [config, checkClaim],
  );

  const edit = useCallback(
    (draft: BillDraft) => {
      const current = stateRef.current;
      if (current.phase !== 'result' || current.saving) return;
      const { run, ownerSetup } = current;
      const { bill } = checkDraft(draft);
      const refusal = ownerSetup || !bill ? null : refusalText(claimRefusal(bill, diner(), new Date()));
      dispatch({ type: 'edited', run, draft, refusal });
      clearTimeout(editCheck.current);
      if (bill && !ownerSetup && !refusal) {
        editCheck.current = setTimeout(() => checkClaim(run, bill), EDIT_CHECK_DELAY_MS);
      }
    },
    [checkClaim],
  );

  const confirm = useCallback(() => {
    const current = stateRef.current;
    if (!canConfirm(current) || current.phase !== 'result' || saving.current) return;
    const { run } = current;
    const { bill } = checkDraft(current.draft);
    if (!bill) return;
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
          const message = errorText(error, 'scan:errors.saveBillFailed');
          dispatch({ type: 'saveFailed', run, message, final: isFinalRefusal(error) });
        },
      )
      .finally(() => {
        if (saving.current === controller) saving.current = null;
      });
  }, []);

  const reset = useCallback(() => {
    clearTimeout(editCheck.current);
    dispatch({ type: 'reset', run: nextRun() });
  }, []);

  return { state, scanFile, edit, confirm, reset };
}
