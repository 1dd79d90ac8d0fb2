import type { BillDraft } from './model/bill-draft';
import {
  canConfirm,
  draftKey,
  initialScanState,
  isScanBusy,
  scanReducer,
  type ScanEvent,
  type ScanState,
} from './scan-state';

const draft: BillDraft = {
  restaurantName: 'Trattoria Da Mario',
  address: 'Via Roma 1, Milano',
  totalAmount: '42.50',
  date: '2026-11-21',
  items: [],
};
const key = draftKey(draft)!;

const run = (state: ScanState, ...events: ScanEvent[]) => events.reduce(scanReducer, state);

const scanned = (over: Partial<Extract<ScanEvent, { type: 'scanned' }>> = {}): ScanEvent => ({
  type: 'scanned',
  run: 1,
  draft,
  ownerSetup: false,
  refusal: null,
  ...over,
});

/** The result awaiting confirmation, claim check done. */
const ready = () =>
  run(initialScanState, { type: 'start', run: 1 }, { type: 'prepared', run: 1, mode: 'model' }, scanned(), {
    type: 'checked',
    run: 1,
    key,
    refusal: null,
  });

describe('scanReducer', () => {
  it('goes idle → preparing (with its stage) → scanning → result', () => {
    let s = scanReducer(initialScanState, { type: 'start', run: 1 });
    expect(s).toEqual({ phase: 'preparing', run: 1, stage: null });
    expect(isScanBusy(s)).toBe(true);
    s = scanReducer(s, { type: 'stage', run: 1, stage: 'resizing' });
    expect(s).toEqual({ phase: 'preparing', run: 1, stage: 'resizing' });
    s = scanReducer(s, { type: 'prepared', run: 1, mode: 'model' });
    expect(s).toEqual({ phase: 'scanning', run: 1, mode: 'model', progress: null });
    expect(isScanBusy(s)).toBe(true);
    s = scanReducer(s, scanned());
    expect(s).toMatchObject({ phase: 'result', draft, checking: true, refusal: null, saving: false });
    expect(isScanBusy(s)).toBe(false);
    expect(canConfirm(s)).toBe(false);
    s = scanReducer(s, { type: 'checked', run: 1, key, refusal: null });
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
      { type: 'prepared', run: 1, mode: 'model' },
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
      run(cancelled, { type: 'prepared', run: 1, mode: 'model' }, scanned(), {
        type: 'failed',
        run: 1,
        message: 'x',
      }),
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
      { type: 'prepared', run: 1, mode: 'model' },
      scanned({ refusal: 'Bills older than 30 days cannot be claimed.' }),
    );
    expect(old).toMatchObject({ checking: false, refusal: 'Bills older than 30 days cannot be claimed.' });
    expect(canConfirm(old)).toBe(false);
    const claimed = scanReducer(
      run(
        initialScanState,
        { type: 'start', run: 1 },
        { type: 'prepared', run: 1, mode: 'model' },
        scanned(),
      ),
      { type: 'checked', run: 1, key, refusal: 'This receipt has already been claimed.' },
    );
    expect(claimed).toMatchObject({ checking: false, refusal: 'This receipt has already been claimed.' });
    expect(canConfirm(claimed)).toBe(false);
    expect(scanReducer(claimed, { type: 'confirm', run: 1 })).toBe(claimed);
  });

  it('an owner set-up needs no claim check', () => {
    const s = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'prepared', run: 1, mode: 'model' },
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

  it('an on-device scan shows its progress while it reads', () => {
    let s = run(initialScanState, { type: 'start', run: 1 }, { type: 'prepared', run: 1, mode: 'device' });
    expect(s).toEqual({ phase: 'scanning', run: 1, mode: 'device', progress: null });
    s = scanReducer(s, { type: 'progress', run: 1, progress: { stage: 'recognizing', percent: 40 } });
    expect(s).toMatchObject({ progress: { stage: 'recognizing', percent: 40 } });
    expect(scanReducer(s, { type: 'progress', run: 2, progress: { stage: 'starting', percent: null } })).toBe(
      s,
    );
    expect(scanReducer(s, scanned())).toMatchObject({ phase: 'result', mode: 'device', totalCheck: 'off' });
  });

  it('fields that do not make a bill cannot be confirmed and need no claim check', () => {
    const partial = { ...draft, date: '' };
    const s = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'prepared', run: 1, mode: 'device' },
      scanned({ draft: partial }),
    );
    expect(s).toMatchObject({ checking: false, refusal: null });
    expect(canConfirm(s)).toBe(false);
    expect(draftKey(partial)).toBeNull();
  });

  it('an edit is checked again: the old refusal goes, the claim is checked for the new fields only', () => {
    const refused = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'prepared', run: 1, mode: 'device' },
      scanned({ refusal: 'Bills older than 30 days cannot be claimed.' }),
    );
    const edited = { ...draft, totalAmount: '43.50' };
    let s = scanReducer(refused, { type: 'edited', run: 1, draft: edited, refusal: null });
    expect(s).toMatchObject({ draft: edited, refusal: null, checking: true });
    // The answer for the fields as they were is stale.
    expect(scanReducer(s, { type: 'checked', run: 1, key, refusal: null })).toBe(s);
    s = scanReducer(s, { type: 'checked', run: 1, key: draftKey(edited)!, refusal: null });
    expect(canConfirm(s)).toBe(true);
    // An edit that is refused at once (a cap, the date window) keeps Confirm disabled.
    s = scanReducer(s, {
      type: 'edited',
      run: 1,
      draft: edited,
      refusal: 'This bill is dated in the future.',
    });
    expect(s).toMatchObject({ checking: false, refusal: 'This bill is dated in the future.' });
    expect(canConfirm(s)).toBe(false);
    // No edit while saving.
    const saving = scanReducer(ready(), { type: 'confirm', run: 1 });
    expect(scanReducer(saving, { type: 'edited', run: 1, draft: edited, refusal: null })).toBe(saving);
  });

  it('records the trust check of a model answer and the receipt text it read', () => {
    const s = run(
      initialScanState,
      { type: 'start', run: 1 },
      { type: 'prepared', run: 1, mode: 'model' },
      scanned({ totalCheck: 'checking' }),
    );
    expect(s).toMatchObject({ totalCheck: 'checking', receiptText: null });
    expect(
      scanReducer(s, { type: 'totalChecked', run: 1, totalCheck: 'done', receiptText: 'TOTAL 9.99' }),
    ).toMatchObject({ totalCheck: 'done', receiptText: 'TOTAL 9.99' });
    expect(scanReducer(s, { type: 'totalChecked', run: 2, totalCheck: 'done', receiptText: '' })).toBe(s);
  });
});
