// What the data hooks answer, for the tests that stand in for them (vi.mocked(useX).mockReturnValue).
import type { OlderPages } from '@/components/ui/load-older';
import type { KeyedState } from '@/hooks/keyed-run';

/** A load that has answered `data`: not loading, not refreshing, no error. */
export const answered = <T>(data: T): KeyedState<T> & { data: T } => ({
  data,
  loading: false,
  refreshing: false,
  error: null,
  retry: () => {},
});

/** A paged list's older pages: some to load by default, none loading, no error. */
export const olderPages = (over: Partial<OlderPages> = {}): OlderPages => ({
  hasOlder: true,
  loadOlder: () => {},
  loadingOlder: false,
  olderError: null,
  ...over,
});
