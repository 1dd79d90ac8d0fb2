import type { ExtractedBill } from './model/bill';
import {
  canConfirm,
  initialScanState,
  isScanBusy,
  scanReducer,
  type ScanEvent,
  type ScanState,
} from './scan-state';

const bill: ExtractedBill = {
  restaurantName: 'Trattoria Da Mario',
  address: 'Via Roma 1, Milano',
  totalAmount: 42.5,
  date: '2026-11-21',
  items: [],
};

const run = (state: ScanState, ...events: ScanEvent[]) => events.reduce(scanReducer, state);

const scanned = (over: Partial<Extract<ScanEvent, { type: 'scanned' }>> = {}): ScanEvent => ({
  type: 'scanned',
  run: 1,
  bill,
  ownerSetup: false,
  refusal: null,
  ...over,
});

/** The result awaiting confirmation, claim check done. */
const ready = () =>
  run(initialScanState, { type: 'start', run: 1 }, { type: 'prepared', run: 1 }, scanned(), {
    type: 'checked',
    run: 1,
    refusal: null,
  });

describe('scanReducer', () => {
  it('goes idle → preparing (with its stage) → scanning → result', () => {
    let s = scanReducer(initialScanState, { type: 'start', run: 1 });
    expect(s).toEqual({ phase: 'preparing', run: 1, stage: null });
    expect(isScanBusy(s)).toBe(true);
    s = scanReducer(s, { type: 'stage', run: 1, stage: 'resizing' });
    expect(s).toEqual({ phase: 'preparing', run: 1, stage: 'resizing' });
    s = scanReducer(s, { type: 'prepared', run: 1 });
    expect(s).toEqual({ phase: 'scanning', run: 1 });
    expect(isScanBusy(s)).toBe(true);
    s = scanReducer(s, scanned());
    expect(s).toMatchObject({ phase: 'result', bill, checking: true, refusal: null, saving: false });
    expect(isScanBusy(s)).toBe(false);
    expect(canConfirm(s)).toBe(false);
    s = scanReducer(s, { type: 'checked', run: 1, refusal: null });
    expect(canConfirm(s)).toBe(true);
  });

  it('a failure while preparing or scanning shows the error; Try Again clears it', () => {
    const preparingFailed = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'failed', run: 1, message: 'File size must be less than 10MB' },
    );
    expect(preparingFailed).toEqual({ phase: 'error', run: 1, message: 'File size must be less than 10MB' });
    const scanningFailed = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'prepared', run: 1 },
      { type: 'failed', run: 1, message: 'x' },
    );
    expect(scanningFailed).toMatchObject({ phase: 'error', message: 'x' });
    expect(scanReducer(scanningFailed, { type: 'reset', run: 2 })).toEqual({
      phase: 'idle',
      run: 2,
      saved: false,
    });
    // A new file may be picked straight from the error card too.
    expect(scanReducer(scanningFailed, { type: 'start', run: 2 })).toMatchObject({
      phase: 'preparing',
      run: 2,
    });
  });

  it('Cancel returns to idle and the answers of the cancelled run are ignored', () => {
    const cancelled = run(initialScanState, { type: 'start', run: 1 }, { type: 'reset', run: 2 });
    expect(cancelled).toEqual({ phase: 'idle', run: 2, saved: false });
    expect(
      run(cancelled, { type: 'prepared', run: 1 }, scanned(), { type: 'failed', run: 1, message: 'x' }),
    ).toBe(cancelled);
    expect(scanReducer(ready(), { type: 'reset', run: 2 })).toEqual({ phase: 'idle', run: 2, saved: false });
  });

  it('ignores a second start while a scan runs', () => {
    const preparing = scanReducer(initialScanState, { type: 'start', run: 1 });
    expect(scanReducer(preparing, { type: 'start', run: 2 })).toBe(preparing);
  });

  it('a refusal found before confirming keeps Confirm disabled', () => {
    const old = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'prepared', run: 1 },
      scanned({ refusal: 'Bills older than 30 days cannot be claimed.' }),
    );
    expect(old).toMatchObject({ checking: false, refusal: 'Bills older than 30 days cannot be claimed.' });
    expect(canConfirm(old)).toBe(false);
    const claimed = scanReducer(
      run(initialScanState, { type: 'start', run: 1 }, { type: 'prepared', run: 1 }, scanned()),
      { type: 'checked', run: 1, refusal: 'This receipt has already been claimed.' },
    );
    expect(claimed).toMatchObject({ checking: false, refusal: 'This receipt has already been claimed.' });
    expect(canConfirm(claimed)).toBe(false);
    expect(scanReducer(claimed, { type: 'confirm', run: 1 })).toBe(claimed);
  });

  it('an owner set-up needs no claim check', () => {
    const s = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'prepared', run: 1 },
      scanned({ ownerSetup: true }),
    );
    expect(s).toMatchObject({ ownerSetup: true, checking: false });
    expect(canConfirm(s)).toBe(true);
  });

  it('Confirm saves, then returns to idle marked saved (no new scan until the redirect)', () => {
    const saving = scanReducer(ready(), { type: 'confirm', run: 1 });
    expect(saving).toMatchObject({ phase: 'result', saving: true });
    expect(canConfirm(saving)).toBe(false);
    expect(scanReducer(saving, { type: 'reset', run: 2 })).toBe(saving); // Cancel is disabled while saving
    const saved = scanReducer(saving, { type: 'saved', run: 1 });
    expect(saved).toEqual({ phase: 'idle', run: 1, saved: true });
    expect(scanReducer(saved, { type: 'start', run: 2 })).toBe(saved);
  });

  it('a failed save shows its message; a final refusal disables Confirm, another error allows a retry', () => {
    const saving = scanReducer(ready(), { type: 'confirm', run: 1 });
    const retry = scanReducer(saving, {
      type: 'saveFailed',
      run: 1,
      message: 'Failed to save bill data',
      final: false,
    });
    expect(retry).toMatchObject({ saving: false, saveError: 'Failed to save bill data', refusal: null });
    expect(canConfirm(retry)).toBe(true);
    expect(scanReducer(retry, { type: 'confirm', run: 1 })).toMatchObject({ saving: true, saveError: null });
    const final = scanReducer(saving, {
      type: 'saveFailed',
      run: 1,
      message: 'This receipt has already been claimed.',
      final: true,
    });
    expect(final).toMatchObject({ saving: false, refusal: 'This receipt has already been claimed.' });
    expect(canConfirm(final)).toBe(false);
  });
});
