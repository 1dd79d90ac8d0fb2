import { renderHook } from '@testing-library/react';
import { useUnreadMessagesCount } from './use-unread-messages';

describe('useUnreadMessagesCount', () => {
  it('is 0 and opens no listener while nobody is signed in', () => {
    const { result, rerender } = renderHook(({ uid }) => useUnreadMessagesCount(uid), {
      initialProps: { uid: null as string | null },
    });
    expect(result.current).toBe(0);
    rerender({ uid: null });
    expect(result.current).toBe(0);
  });
});
