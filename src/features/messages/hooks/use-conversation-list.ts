import { t } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useLivePages } from '@/hooks/use-live-pages';
import { loadUsers } from '@/users/user-cache';
import { conversationPages } from '../api/subscribe-conversations';
import { otherParticipant, toConversationRows, type Conversation, type ConversationRow } from '../model';
import { useBlockedUsers } from '@/social/hooks/use-blocked-users';

type Known = Record<string, { username: string; photoURL: string } | null>;

export interface ConversationListState {
  rows: ConversationRow[] | undefined;
  loading: boolean;
  error: string | null;
  retry: () => void;
  hasOlder: boolean;
  loadOlder: () => void;
  loadingOlder: boolean;
  olderError: string | null;
}

/**
 * My conversations, newest activity first (the newest page live, older pages on demand), each with the
 * other participant looked up once: the ids not yet known are fetched together (batches of 30), never
 * one query per row. Rows already shown stay while an older page's or a new row's user is looked up;
 * those rows join when it answers.
 */
export function useConversationList(me: string | null): ConversationListState {
  const live = useLivePages<Conversation>(
    me,
    conversationPages(me ?? ''),
    t('messages:errors.conversationListener'),
    t('messages:errors.fetchConversation'),
  );
  const [known, setKnown] = useState<Known>({});
  const blocked = useBlockedUsers();
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
  const paging = {
    hasOlder: live.hasOlder,
    loadOlder: live.loadOlder,
    loadingOlder: live.loadingOlder,
    olderError: live.olderError,
  };
  const none = { rows: undefined, ...paging, hasOlder: false };
  if (live.error) return { ...none, loading: false, error: live.error, retry: live.retry };
  if (failed)
    return {
      ...none,
      loading: false,
      error: t('messages:errors.fetchUser'),
      retry: () => setAttempt((n) => n + 1),
    };
  // Conversations with users I block are not shown (decision 0030).
  const ready =
    me && live.data
      ? live.data.filter(
          (c) => isKnown(otherParticipant(c, me), known) && !blocked.ids.has(otherParticipant(c, me)),
        )
      : [];
  if (live.loading || !live.data || !me || (missing.length > 0 && ready.length === 0)) {
    return { ...none, loading: true, error: null, retry: live.retry };
  }
  const users: Record<string, { username: string; photoURL: string }> = {};
  for (const [id, u] of Object.entries(known)) if (u) users[id] = u;
  return {
    rows: toConversationRows(ready, me, users),
    loading: false,
    error: null,
    retry: live.retry,
    ...paging,
  };
}

/** A row can show: its other participant was looked up (or it has none, 'Unknown User'). */
const isKnown = (id: string, known: Known) => !id || id in known;
