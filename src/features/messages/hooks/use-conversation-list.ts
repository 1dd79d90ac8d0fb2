import { useEffect, useMemo, useState } from 'react';
import { useLive } from '@/hooks/use-live';
import { loadUsers } from '@/firebase/user-cache';
import { subscribeToConversations } from '../api/subscribe-conversations';
import { MSG, otherParticipant, toConversationRows, type Conversation, type ConversationRow } from '../model';

type Known = Record<string, { username: string; photoURL: string } | null>;

export interface ConversationListState {
  rows: ConversationRow[] | undefined;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * My conversations, live, newest activity first, each with the other participant looked up once:
 * the ids not yet known are fetched together (batches of 30), never one query per row.
 */
export function useConversationList(me: string | null): ConversationListState {
  const live = useLive<Conversation[]>(
    me,
    (onNext, onError) => subscribeToConversations(me!, onNext, onError),
    MSG.conversationListener,
  );
  const [known, setKnown] = useState<Known>({});
  const [lookupError, setLookupError] = useState<{ key: string; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const missing = useMemo(() => {
    if (!me || !live.data) return [];
    const ids = new Set(live.data.map((c) => otherParticipant(c, me)));
    return [...ids].filter((id) => id && !(id in known)).sort();
  }, [me, live.data, known]);
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    let current = true;
    const ids = missingKey.split(',');
    loadUsers(ids).then(
      (users) => {
        if (!current) return;
        setKnown((prev) => {
          const next: Known = { ...prev };
          for (const id of ids) next[id] = null;
          for (const u of users.values()) next[u.uid] = { username: u.username, photoURL: u.photoURL };
          return next;
        });
      },
      () => current && setLookupError({ key: missingKey, attempt }),
    );
    return () => {
      current = false;
    };
  }, [missingKey, attempt]);

  const failed = lookupError !== null && lookupError.key === missingKey && lookupError.attempt === attempt;
  if (live.error) return { rows: undefined, loading: false, error: live.error, retry: live.retry };
  if (failed)
    return { rows: undefined, loading: false, error: MSG.fetchUser, retry: () => setAttempt((n) => n + 1) };
  if (live.loading || !live.data || !me || missing.length > 0) {
    return { rows: undefined, loading: true, error: null, retry: live.retry };
  }
  const users: Record<string, { username: string; photoURL: string }> = {};
  for (const [id, u] of Object.entries(known)) if (u) users[id] = u;
  return { rows: toConversationRows(live.data, me, users), loading: false, error: null, retry: live.retry };
}
