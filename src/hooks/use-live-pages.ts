import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  EMPTY_WINDOW,
  hasOlder as windowHasOlder,
  oldestEntry,
  shownItems,
  withLivePage,
  withOlderPage,
  type PageWindow,
} from '@/firebase/page-window';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { useKeyedRun, type KeyedState } from './keyed-run';

/** A live list in pages: the keyed load's state, plus "Load older" and its own busy and error states. */
export interface LivePagesState<T> extends KeyedState<T[]> {
  /** There may be older items: show "Load older". */
  hasOlder: boolean;
  /** Fetches the page before the oldest item shown; ignored while one loads or when there is none. */
  loadOlder: () => void;
  loadingOlder: boolean;
  /** The last "Load older" failed (the spec's loading text); loadOlder() tries again. */
  olderError: string | null;
}

interface Run<T> {
  runKey: string;
  window: PageWindow<T>;
  answered: boolean;
  error: string | null;
  loadingOlder: boolean;
  olderError: string | null;
}

const fresh = <T>(runKey: string): Run<T> => ({
  runKey,
  window: EMPTY_WINDOW,
  answered: false,
  error: null,
  loadingOlder: false,
  olderError: null,
});

/**
 * A paged list keyed by `key` (null: none), as useLive: the newest page live from `source`, opened when
 * the key changes and closed on unmount; older pages added by loadOlder(). Items pushed out of the live
 * page by new ones stay shown (page-window.ts). Answers for an older key are ignored.
 */
export function useLivePages<T>(
  key: string | null,
  source: PagedSource<T>,
  errorMessage: string,
  /** What a failed "Load older" shows (a one-time fetch: the spec's 'Failed to fetch …' text). */
  olderErrorMessage: string = errorMessage,
): LivePagesState<T> {
  const { runKey, retry } = useKeyedRun(key);
  const [run, setRun] = useState<Run<T> | null>(null);
  // loadOlder reads the latest run and source without being rebuilt on every answer.
  const latest = useRef({ run, runKey, source });
  useEffect(() => {
    latest.current = { run, runKey, source };
  });

  // Updates the run `forKey` only while it is still the current one.
  const update = useCallback((forKey: string, change: (r: Run<T>) => Run<T>) => {
    if (latest.current.runKey !== forKey) return;
    setRun((r) => change(r !== null && r.runKey === forKey ? r : fresh<T>(forKey)));
  }, []);

  useEffect(() => {
    if (runKey === null) return;
    const size = source.size;
    return source.subscribeNewest(
      (page) =>
        update(runKey, (r) => ({
          ...r,
          answered: true,
          error: null,
          window: withLivePage(r.window, page, size),
        })),
      () => update(runKey, (r) => ({ ...r, answered: true, error: errorMessage })),
    );
    // `source` is a fresh object each render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  const loadOlder = useCallback(() => {
    const { run: r, runKey: forKey, source: src } = latest.current;
    if (forKey === null || r === null || r.runKey !== forKey || r.loadingOlder) return;
    const oldest = oldestEntry(r.window);
    if (!oldest || !windowHasOlder(r.window)) return;
    // Marked at once, so a second click before the next render does not fetch the same page again.
    latest.current = { ...latest.current, run: { ...r, loadingOlder: true } };
    update(forKey, (cur) => ({ ...cur, loadingOlder: true, olderError: null }));
    src.fetchOlder(oldest).then(
      (page) =>
        update(forKey, (cur) => ({
          ...cur,
          loadingOlder: false,
          // Only if it still continues the list (a short live page meanwhile means it is all shown).
          window:
            oldestEntry(cur.window)?.id === oldest.id
              ? withOlderPage(cur.window, page, src.size)
              : cur.window,
        })),
      () => update(forKey, (cur) => ({ ...cur, loadingOlder: false, olderError: olderErrorMessage })),
    );
  }, [update, olderErrorMessage]);

  const settled = run !== null && runKey !== null && run.runKey === runKey && run.answered;
  const current = run !== null && run.runKey === runKey ? run : null;
  // The same array until the window changes, so what is derived from it downstream stays put.
  const pages = run?.window;
  const shown = useMemo(() => (pages ? shownItems(pages) : undefined), [pages]);
  return {
    data: settled && !run.error ? shown : undefined,
    loading: runKey !== null && !settled,
    error: settled ? run.error : null,
    retry,
    hasOlder: settled && !run.error ? windowHasOlder(run.window) : false,
    loadOlder,
    loadingOlder: current?.loadingOlder ?? false,
    olderError: current?.olderError ?? null,
  };
}
