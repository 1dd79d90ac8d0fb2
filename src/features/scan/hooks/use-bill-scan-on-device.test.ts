import { t } from 'i18next';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import { draftKey } from '../scan-state';
import { bill, diner, file, reading, receiptText, setup } from './use-bill-scan.fixtures';
import { useBillScan } from './use-bill-scan';
import { AppError } from '@/domain/app-error';

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
      readOnDevice: () => Promise.reject(new AppError('scan:errors.readerUnavailable')),
    });
    act(() => unavailable.hook.result.current.scanFile(file(), 'device'));
    await waitFor(() =>
      expect(unavailable.hook.result.current.state).toMatchObject({
        phase: 'error',
        message: t('scan:errors.readerUnavailable'),
      }),
    );
    unavailable.hook.unmount();
    const blank = setup(Promise.resolve(false), {
      readOnDevice: () => Promise.reject(new AppError('scan:errors.billNotAnalyzed')),
    });
    act(() => blank.hook.result.current.scanFile(file(), 'device'));
    await waitFor(() =>
      expect(blank.hook.result.current.state).toMatchObject({
        phase: 'error',
        message: t('scan:errors.billNotAnalyzed'),
      }),
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
    expect(hook.result.current.state).toMatchObject({
      refusal: t('scan:errors.billTooOld'),
      checking: false,
    });
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
      expect(hook.result.current.state).toMatchObject({
        refusal: t('scan:errors.billTooOld'),
        totalCheck: 'done',
      }),
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
