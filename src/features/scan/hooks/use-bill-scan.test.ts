import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import type { SaveBillOutcome } from '../api/save-bill';
import { type ExtractedBill } from '../model/bill';
import { localIsoDate } from '../model/bill-date';
import { RECEIPT_ALREADY_CLAIMED } from '../model/messages';
import { useBillScan, type BillScanDeps } from './use-bill-scan';

const config = { apiKey: 'k', baseURL: 'http://vision.test', model: 'm' };
const bill: ExtractedBill = {
  restaurantName: 'Trattoria Roma',
  address: 'Via Appia 1, Rome',
  totalAmount: 42.5,
  date: localIsoDate(new Date()),
  items: [],
};
const file = () => new File(['x'], 'receipt.jpg', { type: 'image/jpeg' });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(claimed: Promise<boolean>) {
  const save = vi.fn<BillScanDeps['saveScannedBill']>(
    () => new Promise<SaveBillOutcome>(() => {}), // stays in flight
  );
  const deps: BillScanDeps = {
    prepareReceiptImage: async () => ({
      dataUrl: 'data:image/jpeg;base64,eA==',
      bytesIn: 1,
      bytesOut: 1,
      width: 1,
      height: 1,
    }),
    analyzeBill: async () => bill,
    isReceiptClaimed: () => claimed,
    saveScannedBill: save,
  };
  const hook = renderHook(() => useBillScan(config, () => {}, deps));
  return { hook, save };
}

describe('useBillScan confirm saves only when canConfirm', () => {
  beforeEach(() => {
    useAuthStore.setState({ uid: 'alice', user: null });
  });

  it('does not save while the receipt claim is still being checked', async () => {
    const check = deferred<boolean>();
    const { hook, save } = setup(check.promise);
    act(() => hook.result.current.scanFile(file()));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('result'));
    act(() => hook.result.current.confirm());
    expect(save).not.toHaveBeenCalled();
  });

  it('does not save a receipt that is already claimed', async () => {
    const { hook, save } = setup(Promise.resolve(true));
    act(() => hook.result.current.scanFile(file()));
    await waitFor(() => {
      const s = hook.result.current.state;
      expect(s.phase === 'result' && s.refusal).toBe(RECEIPT_ALREADY_CLAIMED);
    });
    act(() => hook.result.current.confirm());
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a checked bill once, however many clicks, and not from another phase', async () => {
    const { hook, save } = setup(Promise.resolve(false));
    act(() => hook.result.current.confirm()); // idle: nothing to confirm
    expect(save).not.toHaveBeenCalled();
    act(() => hook.result.current.scanFile(file()));
    await waitFor(() => {
      const s = hook.result.current.state;
      expect(s.phase === 'result' && !s.checking).toBe(true);
    });
    act(() => {
      hook.result.current.confirm();
      hook.result.current.confirm();
    });
    act(() => hook.result.current.confirm());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toBe('alice');
  });

  it('abandons the save in flight when the screen goes away', async () => {
    const { hook, save } = setup(Promise.resolve(false));
    act(() => hook.result.current.scanFile(file()));
    await waitFor(() => {
      const s = hook.result.current.state;
      expect(s.phase === 'result' && !s.checking).toBe(true);
    });
    act(() => hook.result.current.confirm());
    const signal = save.mock.calls[0]?.[2]?.signal;
    expect(signal?.aborted).toBe(false);
    hook.unmount();
    expect(signal?.aborted).toBe(true);
  });
});
