// The Scan Receipt screen's state machine (spec section 4, "Bill scan"), pure so it can be tested:
// idle → preparing → scanning → result awaiting confirmation | error; Confirm or Cancel returns to idle;
// Cancel and Try Again clear result and error.
// Each scan is a numbered run: answers of a run that was cancelled or replaced are ignored.
import type { ExtractedBill } from './model/bill';
import type { PrepareStage } from './prepare-image';

export type ScanState =
  | { phase: 'idle'; run: number; saved: boolean }
  | { phase: 'preparing'; run: number; stage: PrepareStage | null }
  | { phase: 'scanning'; run: number }
  | {
      phase: 'result';
      run: number;
      bill: ExtractedBill;
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
  | { type: 'prepared'; run: number }
  | { type: 'scanned'; run: number; bill: ExtractedBill; ownerSetup: boolean; refusal: string | null }
  | { type: 'checked'; run: number; refusal: string | null }
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
  return state.phase === 'result' && !state.checking && !state.refusal && !state.saving;
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
      return state.phase === 'preparing' ? { phase: 'scanning', run: state.run } : state;
    case 'scanned':
      if (state.phase !== 'scanning') return state;
      return {
        phase: 'result',
        run: state.run,
        bill: event.bill,
        ownerSetup: event.ownerSetup,
        checking: !event.ownerSetup && event.refusal === null,
        refusal: event.refusal,
        saving: false,
        saveError: null,
      };
    case 'checked':
      return state.phase === 'result' && state.checking
        ? { ...state, checking: false, refusal: state.refusal ?? event.refusal }
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
