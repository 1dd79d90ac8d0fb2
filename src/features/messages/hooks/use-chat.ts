import { useEffect, useMemo, useRef } from 'react';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { useAsync } from '@/hooks/use-async';
import { useLivePages } from '@/hooks/use-live-pages';
import { fetchUserByUsername } from '@/firebase/user-lookups';
import type { UserRecord } from '@/domain/user-record';
import { markMessagesRead } from '../api/mark-read';
import { openConversation } from '../api/open-conversation';
import { MESSAGES_PAGE, pagedMessages } from '../api/subscribe-messages';
import { conversationIdOf, MSG, unreadBatches, type Message } from '../model';

/** The user behind /messages/{username} and /send-message/{username}: null when there is none. */
export function useChatPartner(username: string) {
  return useAsync<UserRecord | null>(
    username.trim().toLowerCase() || null,
    () => fetchUserByUsername(username),
    MSG.fetchUser,
  );
}

/** No conversation yet: nothing to listen to. */
const NO_PAGES: PagedSource<Message> = {
  size: MESSAGES_PAGE,
  subscribeNewest: () => () => {},
  fetchOlder: async () => [],
};

/**
 * Opens the conversation with `other` (created empty if new, spec section 4), then listens to its
 * newest messages; `older` loads the ones before them. Messages are oldest first, as the chat shows them.
 */
export function useChatMessages(me: string | null, other: string | null) {
  const pair = me && other && me !== other ? conversationIdOf(me, other) : null;
  const opened = useAsync(pair, () => openConversation(me!, other!), MSG.fetchConversation);
  const conversationId = opened.data ?? null;
  const source = useMemo(() => (conversationId ? pagedMessages(conversationId) : NO_PAGES), [conversationId]);
  const pages = useLivePages<Message>(conversationId, source, MSG.loadMessages);
  const waiting = { conversationId: null, messages: undefined, older: pages, retry: opened.retry };
  if (opened.error) return { ...waiting, loading: false, error: opened.error };
  if (opened.loading || !conversationId) return { ...waiting, loading: pair !== null, error: null };
  return {
    conversationId,
    // Pages come newest first; the chat reads down to the newest.
    messages: pages.data && [...pages.data].reverse(),
    older: pages,
    loading: pages.loading,
    error: pages.error,
    retry: pages.retry,
  };
}

/**
 * The reader sees the messages addressed to them: while this screen is shown and the page visible,
 * unread ones are marked read (one transaction per batch). A failed mark is tried again with the next
 * change of the list or when the page becomes visible.
 */
export function useMarkRead(
  me: string | null,
  conversationId: string | null,
  messages: Message[] | undefined,
) {
  const inFlight = useRef(new Set<string>());
  const latest = useRef({ me, conversationId, messages });

  useEffect(() => {
    latest.current = { me, conversationId, messages };
    const run = () => {
      const { me: uid, conversationId: cid, messages: list } = latest.current;
      if (!uid || !cid || !list || document.visibilityState === 'hidden') return;
      const fresh = list.filter((m) => !inFlight.current.has(m.id));
      for (const ids of unreadBatches(fresh, uid)) {
        ids.forEach((id) => inFlight.current.add(id));
        markMessagesRead({ me: uid, conversationId: cid, messageIds: ids }).then(
          () => undefined,
          () => ids.forEach((id) => inFlight.current.delete(id)),
        );
      }
    };
    run();
    document.addEventListener('visibilitychange', run);
    return () => document.removeEventListener('visibilitychange', run);
  }, [me, conversationId, messages]);
}
