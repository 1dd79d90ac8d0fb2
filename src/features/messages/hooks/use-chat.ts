import { t } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { useAsync } from '@/hooks/use-async';
import { blockedByThem, refusedByRules } from '@/social/block-message';
import { useLivePages } from '@/hooks/use-live-pages';
import { fetchUserByUsername } from '@/users/user-lookups';
import type { UserRecord } from '@/domain/user-record';
import { fetchUnreadMessageIds } from '../api/fetch-unread-messages';
import { markMessagesRead } from '../api/mark-read';
import { openConversation } from '../api/open-conversation';
import { MESSAGES_PAGE, pagedMessages } from '../api/subscribe-messages';
import { conversationIdOf, MARK_READ_BATCH, unreadBatches, type Message } from '../model';

/** The user behind /messages/{username} and /send-message/{username}: null when there is none. */
export function useChatPartner(username: string) {
  return useAsync<UserRecord | null>(
    username.trim().toLowerCase() || null,
    () => fetchUserByUsername(username),
    t('messages:errors.fetchUser'),
  );
}

/** openConversation was refused by the other user's block (decision 0030). */
const BLOCKED = 'blocked';

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
  // A new conversation with someone who blocks me is refused: said plainly, not as a failed fetch.
  const opened = useAsync(
    pair,
    () =>
      openConversation(me!, other!).catch((err: unknown) =>
        refusedByRules(err) ? BLOCKED : Promise.reject(err),
      ),
    t('messages:errors.fetchConversation'),
  );
  const conversationId = opened.data && opened.data !== BLOCKED ? opened.data : null;
  const source = useMemo(() => (conversationId ? pagedMessages(conversationId) : NO_PAGES), [conversationId]);
  const pages = useLivePages<Message>(conversationId, source, t('messages:errors.loadMessages'));
  // Pages come newest first; the chat reads down to the newest. A new array only when the pages change.
  const messages = useMemo(() => pages.data && [...pages.data].reverse(), [pages.data]);
  const waiting = { conversationId: null, messages: undefined, older: pages, retry: opened.retry };
  if (opened.error) return { ...waiting, loading: false, error: opened.error };
  if (opened.data === BLOCKED) return { ...waiting, loading: false, error: blockedByThem() };
  if (opened.loading || !conversationId) return { ...waiting, loading: pair !== null, error: null };
  return {
    conversationId,
    messages,
    older: pages,
    loading: pages.loading,
    error: pages.error,
    retry: pages.retry,
  };
}

/**
 * The reader sees the messages addressed to them: while this screen is shown and the page visible,
 * unread ones are marked read (one transaction per batch). A failed mark is tried again with the next
 * change of the list or when the page becomes visible. The chat shows its newest page only: when an
 * unread one is shown and older pages exist, the unread ones behind the page are looked up once (per
 * visit of the page) and marked read too, as opening the whole history did.
 */
export function useMarkRead(
  me: string | null,
  conversationId: string | null,
  messages: Message[] | undefined,
  hasOlder = false,
) {
  const inFlight = useRef(new Set<string>());
  // One batch at a time: batches sent together all write the same conversation and counter, and on a
  // busy machine their transactions kept retrying against each other until one gave up (8 of 60 unread
  // left unread; chat-pages.spec).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const swept = useRef(false);
  const latest = useRef({ me, conversationId, messages, hasOlder });

  useEffect(() => {
    latest.current = { me, conversationId, messages, hasOlder };
    const mark = (uid: string, cid: string, ids: string[]) => {
      const fresh = ids.filter((id) => !inFlight.current.has(id));
      for (let i = 0; i < fresh.length; i += MARK_READ_BATCH) {
        const batch = fresh.slice(i, i + MARK_READ_BATCH);
        batch.forEach((id) => inFlight.current.add(id));
        queue.current = queue.current.then(() =>
          markMessagesRead({ me: uid, conversationId: cid, messageIds: batch }).then(
            () => undefined,
            () => batch.forEach((id) => inFlight.current.delete(id)),
          ),
        );
      }
    };
    const run = () => {
      const { me: uid, conversationId: cid, messages: list, hasOlder: more } = latest.current;
      if (!uid || !cid || !list || document.visibilityState === 'hidden') return;
      const unread = unreadBatches(list, uid).flat();
      mark(uid, cid, unread);
      if (more && unread.length > 0 && !swept.current) {
        swept.current = true;
        fetchUnreadMessageIds(cid, uid).then(
          (ids) => mark(uid, cid, ids),
          () => (swept.current = false),
        );
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') swept.current = false;
      run();
    };
    run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [me, conversationId, messages, hasOlder]);
}
