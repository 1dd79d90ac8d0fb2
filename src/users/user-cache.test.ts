import { toUserRecord } from '@/domain/user-record';
import { clearUserCaches, USER_MAX_AGE_MS, userCache } from './user-cache';
import { fetchUsersByIds } from './user-lookups';

vi.mock('./user-lookups', () => ({ fetchUsersByIds: vi.fn() }));

const user = (uid: string) => toUserRecord(uid, { username: `name-${uid}` });
/** A lookup that answers the ids asked for that exist (not 'ghost'), when `answer` is called. */
function deferredLookup() {
  const pending: (() => void)[] = [];
  vi.mocked(fetchUsersByIds).mockImplementation(
    (ids) =>
      new Promise((resolve) => pending.push(() => resolve(ids.filter((id) => id !== 'ghost').map(user)))),
  );
  return { answerAll: () => pending.splice(0).forEach((answer) => answer()) };
}
/** The lookups module loads on first use (decision 0062): lets its import and the questions go out. */
async function questionsOut() {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
const askedFor = () => vi.mocked(fetchUsersByIds).mock.calls.map(([ids]) => [...ids]);

describe('userCache', () => {
  beforeEach(() => {
    clearUserCaches();
    vi.mocked(fetchUsersByIds).mockReset();
  });

  it('asks once for ids asked for together or at the same time, and never again for the known', async () => {
    const lookup = deferredLookup();
    const cache = userCache();
    const first = cache.load(['a', 'b', 'a']);
    const second = cache.load(['b', 'c']);
    await questionsOut();
    lookup.answerAll();
    expect([...(await first).keys()]).toEqual(['a', 'b']);
    expect([...(await second).keys()]).toEqual(['b', 'c']);
    expect(askedFor()).toEqual([['a', 'b'], ['c']]);

    const third = cache.load(['a', 'c', 'ghost']);
    await questionsOut();
    lookup.answerAll();
    expect([...(await third).keys()]).toEqual(['a', 'c']);
    // A missing user is known as missing too: the next lookup asks nobody.
    await cache.load(['ghost', 'a']);
    expect(askedFor()).toEqual([['a', 'b'], ['c'], ['ghost']]);
    expect(cache.peek('ghost')).toBeNull();
    expect(cache.peek('a')?.username).toBe('name-a');
  });

  it('asks again for a record older than the max age, and tells its listeners of each answer', async () => {
    vi.useFakeTimers();
    try {
      const lookup = deferredLookup();
      const cache = userCache();
      const heard = vi.fn();
      cache.subscribe(heard);
      const first = cache.load(['a']);
      await questionsOut();
      lookup.answerAll();
      await first;
      vi.advanceTimersByTime(USER_MAX_AGE_MS - 1);
      await cache.load(['a']);
      expect(askedFor()).toEqual([['a']]);
      vi.advanceTimersByTime(1);
      const again = cache.load(['a']);
      // The stale record is still known meanwhile.
      expect(cache.peek('a')?.username).toBe('name-a');
      await questionsOut();
      lookup.answerAll();
      await again;
      expect(askedFor()).toEqual([['a'], ['a']]);
      expect(heard).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed lookup fails its callers and is asked again next time', async () => {
    vi.mocked(fetchUsersByIds).mockRejectedValueOnce(new Error('unavailable'));
    const cache = userCache();
    await expect(cache.load(['a'])).rejects.toThrow('unavailable');
    vi.mocked(fetchUsersByIds).mockResolvedValueOnce([user('a')]);
    expect([...(await cache.load(['a'])).keys()]).toEqual(['a']);
  });
});
