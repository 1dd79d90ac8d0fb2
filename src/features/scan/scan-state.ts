// The Scan Receipt screen's state machine (spec section 4, "Bill scan"), pure so it can be tested:
// idle → preparing → scanning → result awaiting confirmation | error; Confirm or Cancel returns to idle;
// Cancel and Try Again clear result and error.
// Each scan is a numbered run: answers of a run that was cancelled or replaced are ignored.
// The result's fields can be edited before Confirm (decision 0009); each edit is checked again.
import { checkDraft, type BillDraft } from './model/bill-draft';
import { receiptKeyOf } from './model/receipt-key';
import type { OcrProgress } from './ocr/ocr-progress';
import type { PrepareStage } from './prepare-image';

/** How a bill is read: by the configured vision model, or on this device (docs/decisions/0009). */
export type ScanMode = 'model' | 'device';

/**
 * The trust check of a model's answer (decision 0009): the on-device reader reads the receipt too, and
 * the card says whether the total (as edited) is printed on it. 'off' for an on-device scan; 'done'
 * once the receipt text is there; 'unavailable' when the reader could not run.
 */
export type TotalCheck = 'off' | 'checking' | 'done' | 'unavailable';

export type ScanState =
  | { phase: 'idle'; run: number; saved: boolean }
  | { phase: 'preparing'; run: number; stage: PrepareStage | null }
  | { phase: 'scanning'; run: number; mode: ScanMode; progress: OcrProgress | null }
  | {
      phase: 'result';
      run: number;
      mode: ScanMode;
      /** The fields as shown and edited; `checkDraft` gives the bill they make, if any. */
      draft: BillDraft;
      /** The on-device reader's text of this receipt, once read (for the trust check of an edited total). */
      receiptText: string | null;
      totalCheck: TotalCheck;
      /** A restaurant owner without a profile: Confirm creates the profile instead of a bill. */
      ownerSetup: boolean;
      /** The receipt-claim check before Confirm is enabled. */
      checking: boolean;
      /** Why this bill can never be claimed (date window, already claimed): Confirm stays disabled. */
      refusal: string | null;
      saving: boolean;
      /** A failed save that may work on another try. */
      saveError: string | null;
    }
  | { phase: 'error'; run: number; message: string };

export type ScanEvent =
  | { type: 'start'; run: number }
  | { type: 'stage'; run: number; stage: PrepareStage }
  | { type: 'prepared'; run: number; mode: ScanMode }
  | { type: 'progress'; run: number; progress: OcrProgress }
  | {
      type: 'scanned';
      run: number;
      draft: BillDraft;
      ownerSetup: boolean;
      refusal: string | null;
      receiptText?: string | null;
      totalCheck?: TotalCheck;
    }
  | { type: 'edited'; run: number; draft: BillDraft; refusal: string | null }
  /** The receipt-claim check of the fields with this receipt key. */
  | { type: 'checked'; run: number; key: string; refusal: string | null }
  | { type: 'totalChecked'; run: number; totalCheck: TotalCheck; receiptText: string | null }
  | { type: 'failed'; run: number; message: string }
  | { type: 'confirm'; run: number }
  | { type: 'saveFailed'; run: number; message: string; final: boolean }
  | { type: 'saved'; run: number }
  | { type: 'reset'; run: number };

export const initialScanState: ScanState = { phase: 'idle', run: 0, saved: false };

/** True while a file is being prepared or analysed: the scan button is busy. */
export function isScanBusy(state: ScanState): boolean {
  return state.phase === 'preparing' || state.phase === 'scanning';
}

export function canConfirm(state: ScanState): boolean {
  return (
    state.phase === 'result' &&
    !state.checking &&
    !state.refusal &&
    !state.saving &&
    checkDraft(state.draft).bill !== null
  );
}

/** The receipt key of the fields as they stand, or null while they do not make a bill. */
export function draftKey(draft: BillDraft): string | null {
  const { bill } = checkDraft(draft);
  return bill ? receiptKeyOf(bill) : null;
}

/** The receipt claim is checked for fields that make a bill nobody refused yet (not for an owner set-up). */
function needsClaimCheck(draft: BillDraft, ownerSetup: boolean, refusal: string | null): boolean {
  return !ownerSetup && refusal === null && checkDraft(draft).bill !== null;
}

export function scanReducer(state: ScanState, event: ScanEvent): ScanState {
  switch (event.type) {
    case 'start':
      // A new scan only from a resting screen (the controls are disabled otherwise).
      if ((state.phase === 'idle' && !state.saved) || state.phase === 'error') {
        return { phase: 'preparing', run: event.run, stage: null };
      }
      return state;
    case 'reset':
      // Cancel / Try Again: back to idle, and any answer of the old run is now stale.
      if (state.phase === 'result' && state.saving) return state;
      return { phase: 'idle', run: event.run, saved: false };
    default:
      break;
  }
  if (event.run !== state.run) return state;

  switch (event.type) {
    case 'stage':
      return state.phase === 'preparing' ? { ...state, stage: event.stage } : state;
    case 'prepared':
      return state.phase === 'preparing'
        ? { phase: 'scanning', run: state.run, mode: event.mode, progress: null }
        : state;
    case 'progress':
      return state.phase === 'scanning' ? { ...state, progress: event.progress } : state;
    case 'scanned':
      if (state.phase !== 'scanning') return state;
      return {
        phase: 'result',
        run: state.run,
        mode: state.mode,
        draft: event.draft,
        receiptText: event.receiptText ?? null,
        totalCheck: event.totalCheck ?? 'off',
        ownerSetup: event.ownerSetup,
        checking: needsClaimCheck(event.draft, event.ownerSetup, event.refusal),
        refusal: event.refusal,
        saving: false,
        saveError: null,
      };
    case 'edited':
      // A refusal belonged to the fields as they were (the date window, a claimed receipt, a cap).
      if (state.phase !== 'result' || state.saving) return state;
      return {
        ...state,
        draft: event.draft,
        refusal: event.refusal,
        checking: needsClaimCheck(event.draft, state.ownerSetup, event.refusal),
        saveError: null,
      };
    case 'checked':
      return state.phase === 'result' && state.checking && draftKey(state.draft) === event.key
        ? { ...state, checking: false, refusal: state.refusal ?? event.refusal }
        : state;
    case 'totalChecked':
      return state.phase === 'result'
        ? { ...state, totalCheck: event.totalCheck, receiptText: event.receiptText }
        : state;
    case 'failed':
      return state.phase === 'preparing' || state.phase === 'scanning'
        ? { phase: 'error', run: state.run, message: event.message }
        : state;
    case 'confirm':
      return canConfirm(state) && state.phase === 'result'
        ? { ...state, saving: true, saveError: null }
        : state;
    case 'saveFailed':
      if (state.phase !== 'result' || !state.saving) return state;
      return event.final
        ? { ...state, saving: false, refusal: event.message }
        : { ...state, saving: false, saveError: event.message };
    case 'saved':
      return state.phase === 'result' && state.saving
        ? { phase: 'idle', run: state.run, saved: true }
        : state;
    default:
      return state;
  }
}
