import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatLoadOlder } from '@/components/ui/chat-load-older';
import type { OlderPages } from '@/components/ui/load-older';
import { formatTime } from '@/i18n/format';
import { useChatScroll } from '@/hooks/use-chat-scroll';
import type { Message } from '../model';

interface MessageListProps {
  messages: Message[];
  me: string;
  /** The older pages: "Load older" above the messages. */
  older?: OlderPages;
  /** A menu beside each of the other participant's messages (Block user, Report: decision 0030). */
  menuFor?: (message: Message) => ReactNode;
}

/**
 * The chat's messages, oldest first: mine on the right with a read or unread tick, theirs on the left,
 * each with its time, bubbles at most 70% wide. Scrolls to the newest on open and on a new message
 * (use-chat-scroll.ts); "Load older" puts older ones above without moving what the reader sees.
 */
export function MessageList({ messages, me, older, menuFor }: MessageListProps) {
  const { t } = useTranslation('messages');
  const newest = messages.at(-1);
  const { listRef, endRef } = useChatScroll({
    oldestId: messages[0]?.id,
    newestId: newest?.id,
    newestMine: newest?.senderId === me,
  });

  if (messages.length === 0) {
    return <EmptyState icon="💬" title={t('chat.emptyTitle')} description={t('chat.emptyHint')} />;
  }
  return (
    <>
      {older && <ChatLoadOlder pages={older} what={t('chat.older')} className="px-4 pt-3" />}
      <ol ref={listRef} aria-label={t('chat.listLabel')} className="flex flex-col gap-2 px-4 py-3">
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            mine={m.senderId === me}
            menu={m.senderId === me ? undefined : menuFor?.(m)}
          />
        ))}
      </ol>
      <div ref={endRef} />
    </>
  );
}

function MessageBubble({ message, mine, menu }: { message: Message; mine: boolean; menu?: ReactNode }) {
  const { t } = useTranslation('messages');
  return (
    <li className={`flex items-start ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[70%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm ${
          mine
            ? 'rounded-br-md bg-amber-500 text-zinc-950'
            : 'rounded-bl-md bg-white text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100'
        }`}
      >
        <span className="sr-only">{`${mine ? t('chat.mine') : t('chat.theirs')} `}</span>
        <p>{message.content}</p>
        <p
          className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${
            mine ? 'text-zinc-800' : 'text-zinc-500 dark:text-zinc-400'
          }`}
        >
          {message.createdAt && (
            <time dateTime={message.createdAt.toISOString()}>{formatTime(message.createdAt)}</time>
          )}
          {mine && (message.pending ? <span>{t('chat.sending')}</span> : <ReadTick read={message.read} />)}
        </p>
      </div>
      {menu}
    </li>
  );
}

/** ✓ sent and not read yet; ✓✓ read. */
function ReadTick({ read }: { read: boolean }) {
  const { t } = useTranslation('messages');
  const label = read ? t('chat.read') : t('chat.unread');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={read ? 'font-bold text-sky-800' : 'text-zinc-700'}
    >
      {read ? '✓✓' : '✓'}
    </span>
  );
}
