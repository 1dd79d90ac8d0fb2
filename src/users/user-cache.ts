// One cache of user records by uid for the session (docs/decisions/0026-data-cache.md): every screen
// that shows people by id (feed authors, comment authors, chat senders, conversation partners, follow
// lists, transfer counterparts, top spenders) asks here, so a name known once shows at once everywhere.
// It asks Firestore only for ids it does not know (or knows for longer than USER_MAX_AGE_MS), 30 per
// `in` query, and an id already being asked for is not asked again.
import type { Firestore } from 'firebase/firestore';
import type { UserRecord } from '@/domain/user-record';
import { afterFirstScreen } from '@/platform/first-screen';
import { loadOnce } from '@/platform/load-once';

/** A record older than this is asked for again on its next lookup (names and photos change rarely). */
export const USER_MAX_AGE_MS = 5 * 60_000;

/** A known id: its record, or null when there is no such user; and when it was read. */
interface Entry {
  user: UserRecord | null;
  at: number;
}

export interface UserCache {
  /** What is known of `id` now, without asking (undefined: never read). */
  peek(id: string): UserRecord | null | undefined;
  /** The records of `ids` (missing users left out), asking only for the unknown and the stale. */
  load(ids: readonly string[]): Promise<Map<string, UserRecord>>;
  /** Called after every answer that changed what is known. */
  subscribe(listener: () => void): () => void;
  /** Grows with every answer: a snapshot stamp for useSyncExternalStore. */
  version(): number;
}

// The lookups (and the SDK) load with the first question, after the first screen's paint: a screen that
// shows names from this cache paints before the SDK has arrived (decision 0062).
const lookups = loadOnce(() => afterFirstScreen(() => import('./user-lookups')));

function createUserCache(db: Firestore | undefined): UserCache {
  const now = () => Date.now();
  const known = new Map<string, Entry>();
  const asking = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let version = 0;

  function ask(ids: string[]): Promise<void> {
    const answer = lookups()
      .then(({ fetchUsersByIds }) => fetchUsersByIds(ids, db))
      .then((users) => {
        const at = now();
        for (const id of ids) known.set(id, { user: null, at });
        for (const user of users) known.set(user.uid, { user, at });
        version += 1;
        listeners.forEach((listener) => listener());
      });
    const done = answer.finally(() => ids.forEach((id) => asking.get(id) === done && asking.delete(id)));
    ids.forEach((id) => asking.set(id, done));
    return done;
  }

  return {
    peek: (id) => known.get(id)?.user,
    async load(ids) {
      const wanted = [...new Set(ids.filter(Boolean))];
      const fresh = (id: string) => now() - (known.get(id)?.at ?? -Infinity) < USER_MAX_AGE_MS;
      const toAsk = wanted.filter((id) => !fresh(id) && !asking.has(id));
      // fetchUsersByIds asks 30 per `in` query.
      if (toAsk.length) void ask(toAsk).catch(() => {});
      await Promise.all(wanted.flatMap((id) => asking.get(id) ?? []));
      const out = new Map<string, UserRecord>();
      for (const id of wanted) {
        const user = known.get(id)?.user;
        if (user) out.set(id, user);
      }
      return out;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

const caches = new Map<Firestore | undefined, UserCache>();

/**
 * The cache of `db`: one per Firestore instance. The app leaves `db` out (its own Firestore), so every
 * screen shares one cache; api functions pass on only a `db` they were given (tests).
 */
export function userCache(db?: Firestore): UserCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createUserCache(db)));
  return cache;
}

/** Users by uid through the cache: what `fetchUsersByIds` answers, without asking again for the known. */
export const loadUsers = (ids: readonly string[], db?: Firestore) => userCache(db).load(ids);

/** Tests: forget every cache. */
export function clearUserCaches(): void {
  caches.clear();
}
