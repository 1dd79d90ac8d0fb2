import { t } from 'i18next';
import { act, waitFor } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import { periodKeysAt } from '@/domain/period-keys';
import { deferred, diner, file, owner, setup } from './use-bill-scan.fixtures';
import { MAX_BILLS_PER_DAY } from '@/features/scan/model/bill-limits';
import { formatCount } from '@/i18n/format';

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
      expect(s.phase === 'result' && s.refusal).toBe(t('scan:errors.receiptAlreadyClaimed'));
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
      expect(s.phase === 'result' && s.refusal).toBe(
        t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) }),
      );
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
