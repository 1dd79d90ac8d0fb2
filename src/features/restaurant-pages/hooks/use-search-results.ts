import { useCallback, useEffect, useRef, useState } from 'react';
import { useAsync } from '@/hooks/use-async';
import type { SearchPage } from '../model/search-model';

export interface SearchResults<T> {
  /** Every page read for this term, in order; the previous term's while the new one loads. */
  items: T[];
  /** Nothing to show yet (the first page of a new term, nothing before it). */
  loading: boolean;
  /** The items shown are the previous term's: its first page has not come yet. */
  refreshing: boolean;
  error: string | null;
  retry: () => void;
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  moreError: string | null;
}

interface More<T> {
  /** The term these pages belong to. */
  term: string;
  items: T[];
  next: string | null;
  loading: boolean;
  error: string | null;
}

/**
 * One result list of the search page (decision 0040): the first page of `term` ('' reads nothing), then
 * the next pages on demand. A new term starts over, and the last results stay shown while it loads.
 */
export function useSearchResults<T>(
  list: string,
  term: string,
  fetchPage: (term: string, after?: string) => Promise<SearchPage<T>>,
  errorMessage: string,
): SearchResults<T> {
  const first = useAsync(term ? `${list}:${term}` : null, () => fetchPage(term), errorMessage, {
    keepPreviousWithin: list,
  });
  const [more, setMore] = useState<More<T> | null>(null);
  const mine = more?.term === term && !first.refreshing ? more : null;
  const next = mine ? mine.next : (first.data?.next ?? null);
  // loadMore reads the latest term and cursor without being rebuilt on every answer.
  const busy = mine?.loading ?? false;
  const latest = useRef({ term, next, busy });
  useEffect(() => {
    latest.current = { term, next, busy };
  }, [term, next, busy]);

  const loadMore = useCallback(() => {
    const { term: asked, next: after, busy } = latest.current;
    if (!after || busy) return;
    setMore((m) => ({
      term: asked,
      items: m?.term === asked ? m.items : [],
      next: after,
      loading: true,
      error: null,
    }));
    fetchPage(asked, after).then(
      (page) =>
        setMore((m) =>
          m?.term === asked
            ? { ...m, items: [...m.items, ...page.items], next: page.next, loading: false }
            : m,
        ),
      () => setMore((m) => (m?.term === asked ? { ...m, loading: false, error: errorMessage } : m)),
    );
  }, [fetchPage, errorMessage]);

  return {
    items: term ? [...(first.data?.items ?? []), ...(mine?.items ?? [])] : [],
    loading: first.loading,
    refreshing: first.refreshing,
    error: first.error,
    retry: first.retry,
    hasMore: !!term && !first.error && next !== null,
    loadMore,
    loadingMore: mine?.loading ?? false,
    moreError: mine?.error ?? null,
  };
}
