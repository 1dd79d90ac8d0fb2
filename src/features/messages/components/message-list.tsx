import { useEffect, useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { formatTime } from '@/domain/format';
import { MSG, type Message } from '../model';

/**
 * The chat's messages, oldest first: mine on the right with a read or unread tick, theirs on the left,
 * each with its time, bubbles at most 70% wide. Scrolls to the newest on open and on every new message.
 */
export function MessageList({ messages, me }: { messages: Message[]; me: string }) {
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, messages.length]);

  if (messages.length === 0) {
    return <EmptyState icon="💬" title={MSG.noMessages} description={MSG.startConversation} />;
  }
  return (
    <>
      <ol aria-label="Messages" className="flex flex-col gap-2 px-4 py-3">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} mine={m.senderId === me} />
        ))}
      </ol>
      <div ref={end} />
    </>
  );
}

export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[70%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm ${
          mine
            ? 'rounded-br-md bg-amber-500 text-zinc-950'
            : 'rounded-bl-md bg-white text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100'
        }`}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Them: '}</span>
        <p>{message.content}</p>
        <p
          className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${
            mine ? 'text-zinc-800' : 'text-zinc-500 dark:text-zinc-400'
          }`}
        >
          {message.createdAt && (
            <time dateTime={message.createdAt.toISOString()}>{formatTime(message.createdAt)}</time>
          )}
          {mine && (message.pending ? <span>{MSG.sending}</span> : <ReadTick read={message.read} />)}
        </p>
      </div>
    </li>
  );
}

/** ✓ sent and not read yet; ✓✓ read. */
export function ReadTick({ read }: { read: boolean }) {
  return (
    <span
      role="img"
      aria-label={read ? 'Read' : 'Unread'}
      title={read ? 'Read' : 'Unread'}
      className={read ? 'font-bold text-sky-800' : 'text-zinc-700'}
    >
      {read ? '✓✓' : '✓'}
    </span>
  );
}
