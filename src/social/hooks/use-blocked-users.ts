// The signed-in user's block list (decision 0030), shared: the shell and every component that filters by
// it use one live listener on users/{me}/blocks, opened by the first of them and closed when the last
// one unmounts (decision 0015). Filtering is on the client: a
// blocked user's posts, comments and messages stay stored, the blocker just no longer sees them.
import { t } from 'i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { BlockedUser } from '../api/blocks';
import { useAuthStore } from '@/stores/auth-store';

interface BlocksSnapshot {
  uid: string | null;
  blocked: readonly BlockedUser[];
  loaded: boolean;
  /** The listener failed: told in the language of the moment it is shown. */
  failed: boolean;
}

const EMPTY: BlocksSnapshot = { uid: null, blocked: [], loaded: false, failed: false };
let snapshot: BlocksSnapshot = EMPTY;
let users = 0;
let close: (() => void) | null = null;
const watchers = new Set<() => void>();

function publish(next: BlocksSnapshot) {
  snapshot = next;
  for (const w of watchers) w();
}

/**
 * Opens the listener; the api (and with it the Firestore SDK) is loaded on demand, so the shell that
 * keeps the list adds nothing to a first visit's scripts (tests/e2e/budget.spec.ts).
 */
function listen(uid: string): () => void {
  let closed = false;
  let unsubscribe: (() => void) | null = null;
  void import('../api/blocks').then(
    ({ subscribeToBlocks }) => {
      if (closed) return;
      unsubscribe = subscribeToBlocks(
        uid,
        (blocked) => publish({ uid, blocked, loaded: true, failed: false }),
        () => publish({ ...snapshot, failed: true }),
      );
    },
    () => !closed && publish({ ...snapshot, failed: true }),
  );
  return () => {
    closed = true;
    unsubscribe?.();
  };
}

/** One more user of uid's list; the listener opens for the first (or for another uid). */
function retain(uid: string): () => void {
  users += 1;
  if (snapshot.uid !== uid || !close) {
    close?.();
    publish({ ...EMPTY, uid });
    close = listen(uid);
  }
  return () => {
    users -= 1;
    if (users === 0) {
      close?.();
      close = null;
      publish(EMPTY);
    }
  };
}

function watch(onChange: () => void) {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

export interface BlockedUsers {
  /** Newest first. */
  blocked: readonly BlockedUser[];
  /** The ids, what filters use. */
  ids: ReadonlySet<string>;
  loaded: boolean;
  error: string | null;
}

/**
 * The shell keeps the list open while signed in (from its idle moment, like the badges: decision 0014),
 * so moving between screens neither reopens the listener nor reads the list again.
 */
export function useKeepBlockedUsers(uid: string | null): void {
  useEffect(() => (uid ? retain(uid) : undefined), [uid]);
}

/** Live: whom the signed-in user blocks (nobody while signed out). */
export function useBlockedUsers(): BlockedUsers {
  const uid = useAuthStore((s) => s.uid);
  useEffect(() => (uid ? retain(uid) : undefined), [uid]);
  const current = useSyncExternalStore(watch, () => snapshot);
  const mine = current.uid === uid ? current : EMPTY;
  const ids = useMemo(() => new Set(mine.blocked.map((b) => b.userId)), [mine.blocked]);
  const error = mine.failed ? t('social:block.errors.loadFailed') : null;
  return { blocked: mine.blocked, ids, loaded: mine.loaded, error };
}

/** The items whose author the signed-in user does not block. */
export function withoutBlocked<T>(
  items: readonly T[],
  ids: ReadonlySet<string>,
  authorOf: (item: T) => string,
): T[] {
  return ids.size === 0 ? (items as T[]) : items.filter((item) => !ids.has(authorOf(item)));
}
