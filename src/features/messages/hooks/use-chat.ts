import { useEffect, useRef } from 'react';
import { useAsync } from '@/hooks/use-async';
import { useLive } from '@/hooks/use-live';
import { fetchUserByUsername } from '@/firebase/user-lookups';
import type { UserRecord } from '@/domain/user-record';
import { markMessagesRead } from '../api/mark-read';
import { openConversation } from '../api/open-conversation';
import { subscribeToMessages } from '../api/subscribe-messages';
import { conversationIdOf, MSG, sortMessages, unreadBatches, type Message } from '../model';

/** The user behind /messages/{username} and /send-message/{username}: null when there is none. */
export function useChatPartner(username: string) {
  return useAsync<UserRecord | null>(
    username.trim().toLowerCase() || null,
    () => fetchUserByUsername(username),
    MSG.fetchUser,
  );
}

/**
 * Opens the conversation with `other` (created empty if new, spec section 4), then listens to its
 * messages, oldest first.
 */
export function useChatMessages(me: string | null, other: string | null) {
  const pair = me && other && me !== other ? conversationIdOf(me, other) : null;
  const opened = useAsync(pair, () => openConversation(me!, other!), MSG.fetchConversation);
  const conversationId = opened.data ?? null;
  const live = useLive<Message[]>(
    conversationId,
    (onNext, onError) => subscribeToMessages(conversationId!, (list) => onNext(sortMessages(list)), onError),
    MSG.loadMessages,
  );
  if (opened.error)
    return {
      conversationId: null,
      messages: undefined,
      loading: false,
      error: opened.error,
      retry: opened.retry,
    };
  if (opened.loading || !conversationId) {
    return {
      conversationId: null,
      messages: undefined,
      loading: pair !== null,
      error: null,
      retry: opened.retry,
    };
  }
  return { conversationId, messages: live.data, loading: live.loading, error: live.error, retry: live.retry };
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
