import { useState } from 'react';
import { useAsync } from '@/hooks/use-async';
import { fetchUsersByIds } from '@/firebase/user-lookups';
import type { UserRecord } from '@/domain/user-record';

/** uid → the user, or null for one that does not exist. */
export type KnownUsers = Readonly<Record<string, UserRecord | null>>;

/**
 * The users of a paged list, looked up once each: only ids not answered before are fetched (in batches
 * of 30), and earlier answers stay while the next lookup runs, so a page of older items or a new live
 * one never blanks the rows already shown.
 */
export function useKnownUsers(ids: readonly string[], errorMessage: string) {
  const [known, setKnown] = useState<{ from?: KnownUsers; users: KnownUsers }>({ users: {} });
  const missing = [...new Set(ids)].filter((id) => id && !(id in known.users)).sort();
  const lookup = useAsync<KnownUsers>(
    missing.length ? missing.join(',') : null,
    async () => {
      const found = new Map((await fetchUsersByIds(missing)).map((u) => [u.uid, u]));
      return Object.fromEntries(missing.map((id) => [id, found.get(id) ?? null]));
    },
    errorMessage,
  );
  // Adjusted while rendering (not in an effect): the answer joins what is known before it is shown.
  if (lookup.data && lookup.data !== known.from) {
    setKnown({ from: lookup.data, users: { ...known.users, ...lookup.data } });
  }
  const users = { ...known.users, ...lookup.data };
  return {
    users,
    /** Whether this id's row can show: it was looked up (or there is no one to look up). */
    isKnown: (id: string) => !id || id in users,
    loading: lookup.loading,
    error: lookup.error,
    retry: lookup.retry,
  };
}
