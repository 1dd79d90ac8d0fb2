import { act, renderHook } from '@testing-library/react';
import { useCommittedValue } from './use-committed-value';

describe('useCommittedValue', () => {
  it('shows the committed value until the live value moves, then the live value again', () => {
    const hook = renderHook(({ live }) => useCommittedValue(live), { initialProps: { live: false } });
    expect(hook.result.current.shown).toBe(false);
    act(() => hook.result.current.commit(true, false));
    expect(hook.result.current.shown).toBe(true); // the echo has not come
    hook.rerender({ live: true }); // the echo
    expect(hook.result.current.shown).toBe(true);
    hook.rerender({ live: false }); // another device turns it off: the live value rules
    expect(hook.result.current.shown).toBe(false);
  });

  it('lets an echo that came before the commit rule at once', () => {
    const hook = renderHook(({ live }) => useCommittedValue(live), { initialProps: { live: false } });
    hook.rerender({ live: true });
    act(() => hook.result.current.commit(true, false));
    expect(hook.result.current.shown).toBe(true);
    hook.rerender({ live: false });
    expect(hook.result.current.shown).toBe(false);
  });
});
