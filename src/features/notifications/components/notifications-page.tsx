import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ErrorMessage } from '@/components/ui/error-message';
import { formatRelative } from '@/i18n/format';
import type { NotificationType } from '@/social/api/notification-docs';
import { LoadOlder } from '@/components/ui/load-older';
import { useLivePages } from '@/hooks/use-live-pages';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { markNotificationsRead } from '../api/mark-read';
import { fetchUnreadNotificationIds, notificationPages } from '../api/subscribe-notifications';
import { useUnreadNotificationsCount } from '../hooks/use-unread-notifications';
import { actorName, notificationLink, notificationText, unreadIds, type NotificationItem } from '../model';
import { useBlockedUsers, withoutBlocked } from '@/social/hooks/use-blocked-users';
import { errorText } from '@/i18n/error-text';

/** Each kind's icon and tone; its name is the catalogue's `kinds.<type>`. */
const TYPE_ICON: Record<NotificationType, { name: IconName; tone: string }> = {
  like: { name: 'heart', tone: 'bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-300' },
  comment: { name: 'comment', tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  points: { name: 'dollar', tone: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200' },
  follow: {
    name: 'userPlus',
    tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  group_invite: {
    name: 'users',
    tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  offer: {
    name: 'forkKnife',
    tone: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  },
  group_event: {
    name: 'users',
    tone: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-300',
  },
};

/**
 * /notifications (spec section 2): newest first, the newest page live and older pages on demand;
 * 'Mark all as read' while something is unread, shown or not.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const uid = useAuthStore((s) => s.uid);
  const list = useLivePages<NotificationItem>(uid, notificationPages(uid ?? ''), t('loadFailed'));
  const unreadCount = useUnreadNotificationsCount(uid);
  // Older pages are read once, not listened to: what this screen marked read shows read at once.
  const [markedRead, setMarkedRead] = useState<ReadonlySet<string>>(() => new Set());
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  // Notifications from users I block are not shown (decision 0030; the rules refuse new ones).
  const blocked = useBlockedUsers();
  const items = withoutBlocked(list.data ?? [], blocked.ids, (n) => n.actorId).map((n) =>
    markedRead.has(n.id) && !n.read ? { ...n, read: true } : n,
  );
  const unread = unreadIds(items);
  const noteRead = (ids: readonly string[]) => setMarkedRead((prev) => new Set([...prev, ...ids]));

  async function markAll() {
    if (marking || (unread.length === 0 && unreadCount === 0)) return;
    setMarking(true);
    setMarkError(null);
    try {
      const toasts = useToastStore.getState();
      // The whole history's unread ones; offline, the shown ones (the query answers from the cache).
      const all = await fetchUnreadNotificationIds(uid!).catch(() => []);
      const ids = [...new Set([...unread, ...all])];
      // Queued (offline or no answer yet) is not a failure: the list already shows them read, and the
      // write is sent when the connection returns. Only a refusal is reported as one.
      const outcome = await markNotificationsRead(ids, undefined, (late) =>
        toasts.show(errorText(late), 'error', 6000),
      );
      noteRead(ids);
      if (outcome === 'queued') toasts.show(t('markQueued'), 'info', 5000);
    } catch (err) {
      setMarkError(errorText(err, 'notifications:markFailed'));
    } finally {
      setMarking(false);
    }
  }

  return (
    <section className="mx-auto w-full max-w-2xl pb-8">
      <PageTitle
        actions={
          unread.length > 0 || unreadCount > 0 ? (
            <Button variant="secondary" busy={marking} onClick={() => void markAll()}>
              {t('markAll')}
            </Button>
          ) : undefined
        }
      >
        {t('title')}
      </PageTitle>
      {markError && <ErrorMessage className="px-4">{markError}</ErrorMessage>}
      {list.loading ? (
        <SkeletonRows count={3} label={t('loading')} />
      ) : list.error ? (
        <ErrorState message={t('loadFailed')} onRetry={list.retry} />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty')} icon="🔔" />
      ) : (
        <>
          <ul aria-label={t('list')} className="flex flex-col gap-2 px-4">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationRow item={n} onOpen={() => noteRead([n.id])} />
              </li>
            ))}
          </ul>
          <LoadOlder pages={list} what={t('older')} />
        </>
      )}
    </section>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const name = actorName(item);
  const icon = TYPE_ICON[item.type];
  const kind = t(`kinds.${item.type}`);
  const to = notificationLink(item);
  const body = (
    <>
      <span className="relative shrink-0">
        <Avatar
          src={item.actorPhotoURL}
          seed={item.restaurantName ? `restaurant:${item.restaurantName}` : item.actorId || item.id}
          alt=""
          size={44}
        />
        <span
          className={`absolute -right-1 -bottom-1 flex h-6 w-6 items-center justify-center rounded-full ring-2 ring-white dark:ring-zinc-950 ${icon.tone}`}
          title={kind}
        >
          <Icon name={icon.name} size={14} />
        </span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-zinc-800 dark:text-zinc-100">
          <span className="font-semibold">{name}</span>{' '}
          <span className="break-words">{notificationText(item)}</span>
        </span>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          <span className="sr-only">{`${kind}, `}</span>
          <time dateTime={item.createdAt?.toISOString()}>{formatRelative(item.createdAt)}</time>
          {!item.read && <span className="sr-only">{`, ${t('unread')}`}</span>}
        </span>
      </span>
      {!item.read && <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full bg-amber-500" />}
    </>
  );
  const cls = `flex items-center gap-3 rounded-2xl border p-3 ${
    item.read
      ? 'border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900'
      : 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40'
  }`;
  // Opening an unread item marks it read (spec section 4), in the background.
  const open = () => {
    if (item.read) return;
    onOpen();
    // Queued offline it is sent later without a word; a refusal, now or later, is reported.
    const failed = (err: unknown) =>
      useToastStore.getState().show(errorText(err, 'notifications:markFailed'), 'error');
    markNotificationsRead([item.id], undefined, failed).catch(failed);
  };
  return to ? (
    <Link
      to={to}
      onClick={open}
      className={`${cls} hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-500`}
      data-unread={!item.read}
    >
      {body}
    </Link>
  ) : (
    <div className={cls} data-unread={!item.read}>
      {body}
    </div>
  );
}
