import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { ChatLoadOlder } from '@/components/ui/chat-load-older';
import type { OlderPages } from '@/components/ui/load-older';
import { ProfileName } from '@/components/ui/profile-name';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatTime } from '@/i18n/format';
import { useChatScroll } from '@/hooks/use-chat-scroll';
import type { GroupMessage } from '../model/group';

type Sender = { uid: string; username: string; photoURL: string };

interface GroupChatLogProps {
  /** Oldest first. */
  messages: GroupMessage[];
  loading: boolean;
  error: string | null;
  retry: () => void;
  older: OlderPages;
  uid: string;
  senders: ReadonlyMap<string, Sender> | undefined;
  /** The sender was read (found or missing): until then the name shows '…', not 'Unknown User'. */
  isKnown?: (uid: string) => boolean;
}

/**
 * The group chat's messages, oldest first, in a 600 px box scrolled to the newest (spec section 2),
 * with "Load older" at the top; older messages come in above without moving what the reader sees
 * (use-chat-scroll.ts).
 */
export function GroupChatLog({
  messages,
  loading,
  error,
  retry,
  older,
  uid,
  senders,
  isKnown = () => true,
}: GroupChatLogProps) {
  const { t } = useTranslation('groups');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);
  const { listRef, endRef } = useChatScroll(
    { oldestId: messages[0]?.id, newestId: newest?.id, newestMine: newest?.userId === uid },
    scrollerRef,
  );

  return (
    <div
      ref={scrollerRef}
      role="log"
      aria-label={t('chat.log')}
      className="h-[600px] overflow-y-auto rounded-2xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {loading ? (
        <SkeletonRows count={3} label={t('chat.loading')} />
      ) : error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : messages.length === 0 ? (
        <EmptyState
          title={t('chat.empty.title')}
          description={t('chat.empty.description')}
          icon={<Icon name="chat" size={40} />}
        />
      ) : (
        <>
          <ChatLoadOlder pages={older} what="messages" className="mb-3" />
          <ul ref={listRef} className="flex flex-col gap-3">
            {messages.map((m) => (
              <ChatMessage
                key={m.id}
                message={m}
                mine={m.userId === uid}
                sender={senders?.get(m.userId)}
                known={isKnown(m.userId)}
              />
            ))}
          </ul>
        </>
      )}
      {/* Brought into view with room for the bottom bar below it (scroll-margin). */}
      <div ref={endRef} className="scroll-mb-20" />
    </div>
  );
}

interface ChatMessageProps {
  message: GroupMessage;
  mine: boolean;
  sender?: Sender;
  known: boolean;
}

function ChatMessage({ message, mine, sender, known }: ChatMessageProps) {
  const { t } = useTranslation('groups');
  const name = sender?.username ?? (known ? t('unknownUser') : '…');
  return (
    <li className={`flex items-end gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
      <Avatar src={sender?.photoURL} seed={message.userId} alt="" size={32} />
      <div
        className={`flex max-w-[70%] flex-col gap-1 rounded-2xl px-3 py-2 text-sm ${
          mine
            ? 'bg-amber-500 text-zinc-950'
            : 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100'
        }`}
      >
        {!mine && <ProfileName username={sender?.username} name={name} className="text-xs font-semibold" />}
        {message.image && (
          <img
            src={message.image}
            alt={t('chat.imageFrom', { name })}
            width={1280}
            height={960}
            loading="lazy"
            decoding="async"
            // A reserved 4:3 box, so the chat does not move when the image arrives.
            className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
          />
        )}
        {message.content && <p className="break-words whitespace-pre-wrap">{message.content}</p>}
        <p className="flex items-center justify-end gap-1 self-end text-[10px] opacity-70">
          <time>{formatTime(message.createdAt)}</time>
          {message.pending && <span>{t('chat.sending')}</span>}
        </p>
      </div>
    </li>
  );
}
