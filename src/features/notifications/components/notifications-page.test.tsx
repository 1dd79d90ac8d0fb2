import { t } from 'i18next';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { markNotificationsRead } from '../api/mark-read';
import { type NotificationItem } from '../model';
import { NotificationsPage } from './notifications-page';
import { AppError } from '@/domain/app-error';

vi.mock('../api/mark-read', () => ({ markNotificationsRead: vi.fn() }));
vi.mock('../api/subscribe-notifications', () => ({
  notificationPages: () => ({
    size: 30,
    subscribeNewest: (onNext: (page: unknown[]) => void) => {
      const item: NotificationItem = {
        id: 'n1',
        type: 'follow',
        actorId: 'u2',
        actorUsername: 'marco',
        actorPhotoURL: '',
        restaurantName: '',
        targetId: 'u1',
        content: 'started following you',
        read: false,
        createdAt: new Date(),
      };
      onNext([{ id: 'n1', at: 1, item, cursor: null }]);
      return () => {};
    },
    fetchOlder: async () => [],
  }),
  // n0 is unread in the history behind the page: 'Mark all as read' marks it too.
  fetchUnreadNotificationIds: async () => ['n1', 'n0'],
  subscribeToUnreadCount: (_uid: string, onNext: (n: number) => void) => {
    onNext(2);
    return () => {};
  },
}));
const mark = vi.mocked(markNotificationsRead);

function renderPage() {
  render(
    <MemoryRouter>
      <NotificationsPage />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: t('notifications:markAll') });
}
const toasts = () => useToastStore.getState().toasts.map(({ message, tone }) => ({ message, tone }));

describe('NotificationsPage: Mark all as read', () => {
  beforeEach(() => {
    mark.mockReset();
    useAuthStore.setState({ uid: 'u1' });
    useToastStore.setState({ toasts: [] });
  });

  it('queued (offline, or no answer in time) says it is sent later, not that it failed', async () => {
    mark.mockResolvedValue('queued');
    await userEvent.click(renderPage());
    await waitFor(() => expect(toasts()).toEqual([{ message: t('notifications:markQueued'), tone: 'info' }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mark).toHaveBeenCalledWith(['n1', 'n0'], undefined, expect.any(Function));
  });

  it('a refusal shows the error', async () => {
    mark.mockRejectedValue(new Error(t('notifications:markFailed')));
    await userEvent.click(renderPage());
    expect(await screen.findByRole('alert')).toHaveTextContent(t('notifications:markFailed'));
    expect(toasts()).toEqual([]);
  });

  it('a refusal that comes after it was queued is reported then', async () => {
    mark.mockImplementation(async (_ids, _db, onLateError) => {
      queueMicrotask(() => onLateError?.(new AppError('notifications:markFailed')));
      return 'queued';
    });
    await userEvent.click(renderPage());
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: t('notifications:markFailed'), tone: 'error' }),
    );
  });
});
