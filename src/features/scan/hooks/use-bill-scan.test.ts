import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import type { UserRecord } from '@/domain/user-record';
import type { SaveBillOutcome } from '../api/save-bill';
import { type ExtractedBill } from '../model/bill';
import { localIsoDate } from '../model/bill-date';
import {
  BILL_NOT_ANALYZED,
  BILL_TOO_OLD,
  DAILY_BILL_LIMIT,
  RECEIPT_ALREADY_CLAIMED,
} from '../model/messages';
import { periodKeysAt } from '@/domain/period-keys';
import { READER_UNAVAILABLE } from '../ocr/ocr-progress';
import { draftKey } from '../scan-state';
import { useBillScan, type BillScanDeps } from './use-bill-scan';

const config = { apiKey: 'k', baseURL: 'http://vision.test', model: 'm' };
const bill: ExtractedBill = {
  restaurantName: 'Trattoria Roma',
  address: 'Via Appia 1, Rome',
  totalAmount: 42.5,
  date: localIsoDate(new Date()),
  items: [],
};
const diner = { uid: 'alice', isRestaurantOwner: false, restaurantProfile: null } as unknown as UserRecord;
const owner = { ...diner, isRestaurantOwner: true } as UserRecord;
const file = () => new File(['x'], 'receipt.jpg', { type: 'image/jpeg' });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const reading = {
  restaurantName: 'TRATTORIA ROMA',
  address: 'Via Appia 1, Rome',
  totalAmount: 42.5,
  date: localIsoDate(new Date()),
  items: [],
};
const receiptText = 'TRATTORIA ROMA\nVia Appia 1, Rome\nTOTALE 42,50';

function setup(claimed: Promise<boolean>, over: Partial<BillScanDeps> = {}) {
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
    analyzeBill: vi.fn(async () => bill),
    readOnDevice: vi.fn(
      async (_dataUrl: string, onProgress?: (p: { stage: 'recognizing'; percent: number }) => void) => {
        onProgress?.({ stage: 'recognizing', percent: 50 });
        return { reading, text: { text: receiptText, lines: [] } };
      },
    ),
    releaseReader: vi.fn(),
    isReceiptClaimed: vi.fn(() => claimed),
    saveScannedBill: save,
    subscribeToBillDay: () => () => {},
    ...over,
  };
  const hook = renderHook(() => useBillScan(config, () => {}, deps));
  return { hook, save, deps };
}

describe('useBillScan confirm saves only when canConfirm', () => {
  beforeEach(() => {
    useAuthStore.setState({ uid: 'alice', user: diner, userError: null });
  });

  it('does not save while the receipt claim is still being checked', async () => {
    const check = deferred<boolean>();
    const { hook, save } = setup(check.promise);
    act(() => hook.result.current.scanFile(file(), 'model'));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('result'));
    act(() => hook.result.current.confirm());
    expect(save).not.toHaveBeenCalled();
  });

  it('does not save a receipt that is already claimed', async () => {
    const { hook, save } = setup(Promise.resolve(true));
    act(() => hook.result.current.scanFile(file(), 'model'));
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
    act(() => hook.result.current.scanFile(file(), 'model'));
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
    act(() => hook.result.current.scanFile(file(), 'model'));
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

describe("useBillScan and the caps: the user's own live day counter (private/billDay)", () => {
  beforeEach(() => {
    useAuthStore.setState({ uid: 'alice', user: diner, userError: null });
  });

  it("refuses before Confirm once today's counter holds 5 bills, and subscribes as the signed-in user", async () => {
    const subscribed: string[] = [];
    const unsubscribe = vi.fn();
    const { hook, save } = setup(Promise.resolve(false), {
      subscribeToBillDay: (uid, onNext) => {
        subscribed.push(uid);
        onNext({ key: periodKeysAt(new Date()).day, bills: 5, total: 50, lastBillId: 'alice_1' });
        return unsubscribe;
      },
    });
    expect(subscribed).toEqual(['alice']);
    act(() => hook.result.current.scanFile(file(), 'model'));
    await waitFor(() => {
      const s = hook.result.current.state;
      expect(s.phase === 'result' && s.refusal).toBe(DAILY_BILL_LIMIT);
    });
    act(() => hook.result.current.confirm());
    expect(save).not.toHaveBeenCalled();
    hook.unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("yesterday's full counter does not refuse today's bill", async () => {
    const { hook } = setup(Promise.resolve(false), {
      subscribeToBillDay: (_uid, onNext) => {
        onNext({ key: '2000-01-01', bills: 5, total: 2000, lastBillId: 'alice_1' });
        return () => {};
      },
    });
    act(() => hook.result.current.scanFile(file(), 'model'));
    await waitFor(() => {
      const s = hook.result.current.state;
      expect(s.phase === 'result' && !s.checking).toBe(true);
    });
    const s = hook.result.current.state;
    expect(s.phase === 'result' && s.refusal).toBeNull();
  });
});

describe('useBillScan on this device', () => {
  beforeEach(() => {
    useAuthStore.setState({ uid: 'alice', user: diner, userError: null });
  });

  it('reads the photo on the device, reports progress, and shows the fields to check', async () => {
    const { hook, deps } = setup(Promise.resolve(false));
    act(() => hook.result.current.scanFile(file(), 'device'));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('result'));
    expect(deps.analyzeBill).not.toHaveBeenCalled();
    expect(deps.readOnDevice).toHaveBeenCalledTimes(1);
    const s = hook.result.current.state;
    expect(s).toMatchObject({
      phase: 'result',
      mode: 'device',
      totalCheck: 'off',
      receiptText,
      draft: { restaurantName: 'TRATTORIA ROMA', totalAmount: '42.50', date: reading.date },
    });
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ checking: false }));
  });

  it('works without a vision endpoint', async () => {
    const deps = setup(Promise.resolve(false)).deps;
    const hook = renderHook(() => useBillScan(null, () => {}, deps));
    act(() => hook.result.current.scanFile(file(), 'model')); // no model: nothing happens
    expect(hook.result.current.state.phase).toBe('idle');
    act(() => hook.result.current.scanFile(file(), 'device'));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('result'));
  });

  it('shows the reader’s own message when it cannot be loaded, and the spec message for nothing read', async () => {
    const unavailable = setup(Promise.resolve(false), {
      readOnDevice: () => Promise.reject(new Error(READER_UNAVAILABLE)),
    });
    act(() => unavailable.hook.result.current.scanFile(file(), 'device'));
    await waitFor(() =>
      expect(unavailable.hook.result.current.state).toMatchObject({
        phase: 'error',
        message: READER_UNAVAILABLE,
      }),
    );
    unavailable.hook.unmount();
    const blank = setup(Promise.resolve(false), {
      readOnDevice: () => Promise.reject(new Error(BILL_NOT_ANALYZED)),
    });
    act(() => blank.hook.result.current.scanFile(file(), 'device'));
    await waitFor(() =>
      expect(blank.hook.result.current.state).toMatchObject({ phase: 'error', message: BILL_NOT_ANALYZED }),
    );
  });

  it('checks an edit again: a date out of the window is refused, a fixed one is checked and saved', async () => {
    const { hook, save, deps } = setup(Promise.resolve(false));
    act(() => hook.result.current.scanFile(file(), 'device'));
    await waitFor(() =>
      expect(hook.result.current.state).toMatchObject({ phase: 'result', checking: false }),
    );
    const s = hook.result.current.state;
    if (s.phase !== 'result') throw new Error('no result');
    act(() => hook.result.current.edit({ ...s.draft, date: '2020-01-01' }));
    expect(hook.result.current.state).toMatchObject({ refusal: BILL_TOO_OLD, checking: false });
    const fixed = { ...s.draft, totalAmount: '43,00' };
    act(() => hook.result.current.edit(fixed));
    expect(hook.result.current.state).toMatchObject({ refusal: null, checking: true });
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ checking: false }));
    expect(deps.isReceiptClaimed).toHaveBeenLastCalledWith(expect.objectContaining({ totalAmount: 43 }));
    act(() => hook.result.current.confirm());
    expect(save).toHaveBeenCalledWith(
      'alice',
      expect.objectContaining({ totalAmount: 43, restaurantName: 'TRATTORIA ROMA' }),
      expect.anything(),
    );
    expect(draftKey(fixed)).not.toBeNull();
  });

  it('after a model scan reads the receipt on the device too, for the trust check of the total', async () => {
    const { hook, deps } = setup(Promise.resolve(false));
    act(() => hook.result.current.scanFile(file(), 'model'));
    await waitFor(() =>
      expect(hook.result.current.state).toMatchObject({
        phase: 'result',
        mode: 'model',
        totalCheck: 'done',
        receiptText,
      }),
    );
    expect(deps.readOnDevice).toHaveBeenCalledTimes(1);
  });

  it('checks the total of a refused model answer too: the refusal may come from a misread', async () => {
    const { hook } = setup(Promise.resolve(false), {
      analyzeBill: async () => ({ ...bill, date: '2020-01-01' }),
    });
    act(() => hook.result.current.scanFile(file(), 'model'));
    await waitFor(() =>
      expect(hook.result.current.state).toMatchObject({ refusal: BILL_TOO_OLD, totalCheck: 'done' }),
    );
  });

  it('the trust check is marked unavailable when the device cannot read, and the result stays', async () => {
    const { hook } = setup(Promise.resolve(false), {
      readOnDevice: () => Promise.reject(new Error('offline')),
    });
    act(() => hook.result.current.scanFile(file(), 'model'));
    await waitFor(() =>
      expect(hook.result.current.state).toMatchObject({ phase: 'result', totalCheck: 'unavailable' }),
    );
  });

  it('stops the reader when the screen goes away', () => {
    const { hook, deps } = setup(Promise.resolve(false));
    hook.unmount();
    expect(deps.releaseReader).toHaveBeenCalledTimes(1);
  });
});

describe('useBillScan waits for the own record before it decides owner or diner', () => {
  it("an owner's scan answered before the record arrived still offers the restaurant profile", async () => {
    useAuthStore.setState({ uid: 'alice', user: null, userError: null });
    const { hook, deps } = setup(Promise.resolve(false));
    act(() => hook.result.current.scanFile(file(), 'model'));
    // The model has answered, the record has not: no card yet.
    await waitFor(() => expect(deps.analyzeBill).toHaveBeenCalled());
    expect(hook.result.current.state.phase).not.toBe('result');
    act(() => useAuthStore.setState({ user: owner }));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('result'));
    expect(hook.result.current.state).toMatchObject({ ownerSetup: true });
  });
});
