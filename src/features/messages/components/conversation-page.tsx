import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAuthStore } from '@/stores/auth-store';
import { sendMessage } from '../api/send-message';
import { useChatMessages, useChatPartner, useMarkRead } from '../hooks/use-chat';
import { showLateSendFailure } from '../hooks/use-message-draft';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { useMemo } from 'react';
import { messageItemId } from '@/social/api/reports';
import { ItemMenu } from '@/social/components/item-menu';
import { useBlockedUsers, withoutBlocked } from '@/social/hooks/use-blocked-users';

/** /messages/{username}: the chat with one user (spec section 2). */
export function ConversationPage() {
  const { username = '' } = useParams();
  return <ConversationScreen key={username.toLowerCase()} username={username} />;
}

function ConversationScreen({ username }: { username: string }) {
  const { t } = useTranslation('messages');
  const me = useAuthStore((s) => s.uid);
  const partner = useChatPartner(username);
  const other = partner.data ?? null;
  const self = other !== null && other.uid === me;
  const chat = useChatMessages(me, other && !self ? other.uid : null);
  // Messages from a user I block are not shown (decision 0030).
  const blocked = useBlockedUsers();
  const messages = useMemo(
    () => chat.messages && withoutBlocked(chat.messages, blocked.ids, (m) => m.senderId),
    [chat.messages, blocked.ids],
  );
  useMarkRead(me, chat.conversationId, chat.messages, chat.older.hasOlder);

  if (partner.error) return <ErrorState message={partner.error} onRetry={partner.retry} />;
  if (partner.loading || !me) {
    return (
      <section>
        <ChatHeader user={null} />
        <SkeletonRows count={3} label={t('chat.loading')} />
      </section>
    );
  }
  if (!other) {
    return (
      <section>
        <ChatHeader user={null} />
        <ErrorState message={t('errors.userNotFound')} />
      </section>
    );
  }
  if (self) {
    return (
      <section>
        <ChatHeader user={null} />
        <ErrorState message={t('errors.messageSelf')} />
      </section>
    );
  }

  const send = (content: string) =>
    sendMessage({ senderId: me, receiverId: other.uid, content }, undefined, showLateSendFailure);

  return (
    <section
      aria-label={t('chat.label', { username: other.username })}
      className="flex min-h-[calc(100dvh-9.5rem)] flex-col"
    >
      <ChatHeader user={other} />
      <div className="flex-1">
        {chat.error ? (
          <ErrorState message={chat.error} onRetry={chat.retry} />
        ) : chat.loading || !chat.messages ? (
          <SkeletonRows count={3} label={t('chat.loading')} />
        ) : (
          <MessageList
            messages={messages ?? []}
            me={me}
            older={chat.older}
            menuFor={(m) => (
              <ItemMenu
                uid={me}
                what="message"
                authorName={other.username}
                report={{
                  kind: 'message',
                  itemId: messageItemId(m.conversationId, m.id),
                  reportedUserId: m.senderId,
                }}
              />
            )}
          />
        )}
      </div>
      <MessageComposer onSend={send} disabled={!chat.conversationId} />
    </section>
  );
}
