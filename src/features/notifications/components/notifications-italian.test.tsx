import { t } from 'i18next';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import { NOTIFICATION_TEXT } from '@/social/api/notification-docs';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { notificationText, type NotificationItem } from '../model';
import { NotificationsPage } from './notifications-page';

const NAMESPACES = ['notifications', 'common'] as const;

const MINUTE = 60_000;
const feed = vi.hoisted(() => ({ items: [] as NotificationItem[] }));
vi.mock('../api/mark-read', () => ({ markNotificationsRead: vi.fn() }));
vi.mock('../api/unread-count', () => ({
  subscribeToUnreadCount: (_uid: string, onNext: (n: number) => void) => {
    onNext(feed.items.filter((n) => !n.read).length);
    return () => {};
  },
}));
vi.mock('../api/subscribe-notifications', () => ({
  notificationPages: () => ({
    size: 30,
    subscribeNewest: (onNext: (page: unknown[]) => void) => {
      onNext(feed.items.map((item, i) => ({ id: item.id, at: i, item, cursor: null })));
      return () => {};
    },
    fetchOlder: async () => [],
  }),
  fetchUnreadNotificationIds: async () => feed.items.filter((n) => !n.read).map((n) => n.id),
}));

function item(id: string, over: Partial<NotificationItem>): NotificationItem {
  return {
    id,
    type: 'like',
    actorId: `actor-${id}`,
    actorUsername: 'marco',
    actorPhotoURL: '',
    restaurantName: '',
    targetId: `target-${id}`,
    content: NOTIFICATION_TEXT.likedPost,
    read: true,
    createdAt: new Date(Date.now() - 5 * MINUTE),
    ...over,
  };
}

/** One of each kind, with the contents the actors' apps store (English, as the rules check them). */
const EVERY_KIND: NotificationItem[] = [
  item('like-post', { read: false }),
  item('like-bill', { content: NOTIFICATION_TEXT.likedBill }),
  item('comment', { type: 'comment', content: 'Che buono!' }),
  item('follow', { type: 'follow', content: NOTIFICATION_TEXT.followed, actorUsername: '' }),
  item('points-1', { type: 'points', content: NOTIFICATION_TEXT.points(1) }),
  item('points-2', { type: 'points', content: NOTIFICATION_TEXT.points(2) }),
  item('points-1234', { type: 'points', content: NOTIFICATION_TEXT.points(1234) }),
  item('invite', { type: 'group_invite', content: 'invited you to join Brera Gourmets' }),
];

function renderPage(items: NotificationItem[]) {
  feed.items = items;
  setAuth(testUser({ uid: 'me' }));
  renderAt(<NotificationsPage />, '/notifications');
}

const rowText = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.block')?.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the notifications screen in Italian', () => {
  it('says every kind in the reader’s language, from its type and the value it carries', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderPage(EVERY_KIND);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifiche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Segna tutte come lette' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifiche' });
    expect(rowText(list)).toEqual([
      'marco ha messo Mi piace al tuo post',
      'marco ha messo Mi piace al tuo scontrino',
      'marco ha commentato: “Che buono!”',
      'Utente sconosciuto ha iniziato a seguirti',
      'marco ti ha inviato 1 punto argento',
      'marco ti ha inviato 2 punti argento',
      'marco ti ha inviato 1.234 punti argento',
      'marco ti ha invitato a unirti a Brera Gourmets',
    ]);
    // The kind, the relative time (formatRelative in Italian) and the unread state, for screen readers.
    const first = within(list).getAllByRole('link')[0];
    expect(first).toHaveTextContent('Mi piace, 5 minuti fa, non letta');
    expect(within(list).getAllByTitle('Punti argento')).toHaveLength(3);
    expect(within(list).getByTitle('Invito a un gruppo')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('shows a content it does not recognise as it was stored', async () => {
    await act(() => i18n.changeLanguage('it'));
    expect(notificationText({ type: 'like', content: 'gave your post a star' })).toBe(
      'gave your post a star',
    );
    expect(notificationText({ type: 'points', content: 'sent you many silver points' })).toBe(
      'sent you many silver points',
    );
    expect(notificationText({ type: 'group_invite', content: 'joined Milanesi' })).toBe('joined Milanesi');
    expect(notificationText({ type: 'group_invite', content: 'invited you to join ' })).toBe(
      'invited you to join ',
    );
  });

  it('says the empty state and the messages in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderPage([]);
    expect(await screen.findByText('Ancora nessuna notifica')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Segna tutte come lette' })).toBeNull();
    expect(t('notifications:markFailed')).toBe(
      'Non è stato possibile segnare le notifiche come lette. Riprova.',
    );
    expect(t('notifications:unknownUser')).toBe('Utente sconosciuto');
  });
});

describe('the notifications screen in English', () => {
  it('shows each kind exactly as the stored sentence reads', async () => {
    renderPage(EVERY_KIND);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(rowText(list)).toEqual([
      'marco liked your post',
      'marco liked your bill',
      'marco commented: “Che buono!”',
      'Unknown User started following you',
      'marco sent you 1 silver points',
      'marco sent you 2 silver points',
      'marco sent you 1,234 silver points',
      'marco invited you to join Brera Gourmets',
    ]);
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Like, 5 minutes ago, unread');
  });
});
