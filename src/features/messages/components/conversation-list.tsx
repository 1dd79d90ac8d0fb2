import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCount, formatRelative } from '@/i18n/format';
import { conversationPath, PATHS } from '@/domain/paths';
import { type ConversationRow } from '../model';

/** The rows of /messages: the other participant, the last message, its time, my unread count. */
export function ConversationList({ rows }: { rows: ConversationRow[] }) {
  const { t } = useTranslation('messages');
  if (rows.length === 0) {
    return (
      <EmptyState
        icon="💬"
        title={t('list.emptyTitle')}
        description={t('list.emptyHint')}
        action={
          <Link
            to={PATHS.home}
            className="mt-2 rounded-xl bg-amber-500 px-4 py-2 text-sm font-semibold text-zinc-950 hover:bg-amber-400"
          >
            {t('list.findPeople')}
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label={t('list.label')} className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {rows.map((row) => (
        <li key={row.id}>
          <ConversationItem row={row} />
        </li>
      ))}
    </ul>
  );
}

function ConversationItem({ row }: { row: ConversationRow }) {
  const { t } = useTranslation('messages');
  // A deleted participant has no username to open the conversation by: the row stays, not a link.
  const unknown = row.otherName === t('errors.deletedUser');
  const preview = !row.lastMessage
    ? t('chat.emptyTitle')
    : row.lastFromMe
      ? t('list.fromMe', { message: row.lastMessage })
      : row.lastMessage;
  const body = (
    <>
      <Avatar src={row.otherPhotoURL} seed={row.otherId} alt="" size={48} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p
            className={`truncate text-zinc-900 dark:text-zinc-50 ${row.unread > 0 ? 'font-bold' : 'font-semibold'}`}
          >
            {row.otherName}
          </p>
          {row.lastMessageAt && (
            <time
              dateTime={row.lastMessageAt.toISOString()}
              className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400"
            >
              {formatRelative(row.lastMessageAt)}
            </time>
          )}
        </div>
        <div className="flex items-center justify-between gap-2">
          <p
            className={`truncate text-sm ${
              row.unread > 0
                ? 'font-medium text-zinc-900 dark:text-zinc-100'
                : 'text-zinc-500 dark:text-zinc-400'
            } ${row.lastMessage ? '' : 'italic'}`}
          >
            {preview}
          </p>
          {row.unread > 0 && (
            <span
              role="img"
              aria-label={t('list.unread', { count: row.unread, n: formatCount(row.unread) })}
              className="min-w-5 shrink-0 rounded-full bg-amber-500 px-1.5 text-center text-xs leading-5 font-bold text-zinc-950"
            >
              {row.unread > 99 ? t('list.unreadMore', { n: formatCount(99) }) : formatCount(row.unread)}
            </span>
          )}
        </div>
      </div>
    </>
  );
  const cls = 'flex items-center gap-3 px-4 py-3';
  if (unknown) return <div className={cls}>{body}</div>;
  return (
    <Link
      to={conversationPath(row.otherName)}
      className={`${cls} hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:outline-none dark:hover:bg-zinc-900 dark:focus-visible:bg-zinc-900`}
    >
      {body}
    </Link>
  );
}
