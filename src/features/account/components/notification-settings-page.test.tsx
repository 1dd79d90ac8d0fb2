import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { fetchNotificationPreferences, saveNotificationPreference } from '../api/notification-preferences';
import { NotificationSettingsPage } from './notification-settings-page';

vi.mock('../api/notification-preferences', () => ({
  fetchNotificationPreferences: vi.fn(),
  saveNotificationPreference: vi.fn(),
}));

const fetchPrefs = vi.mocked(fetchNotificationPreferences);
const save = vi.mocked(saveNotificationPreference);
const ALL_ON = {
  like: true,
  comment: true,
  follow: true,
  points: true,
  group_invite: true,
  offer: true,
  message: true,
  group_event: true,
};
const LABELS = [
  'Likes',
  'Comments',
  'Follows',
  'Points received',
  'Group invites',
  'Messages',
  'Offers from restaurants',
  'Group events',
];

/** A promise and its resolve/reject, to hold a save open. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('NotificationSettingsPage', () => {
  beforeEach(() => {
    fetchPrefs.mockReset();
    save.mockReset();
    setAuth(testUser());
  });

  it('loads, then shows a switch for each kind as stored', async () => {
    fetchPrefs.mockResolvedValue({ ...ALL_ON, follow: false });
    renderAt(<NotificationSettingsPage />, '/settings/notifications');
    expect(screen.getByRole('status', { name: 'Loading notification settings' })).toBeInTheDocument();
    for (const label of LABELS) {
      const on = label !== 'Follows';
      const sw = await screen.findByRole('switch', { name: new RegExp(`^${label}`) });
      if (on) expect(sw).toBeChecked();
      else expect(sw).not.toBeChecked();
    }
  });

  it('saves one kind: its switch is disabled until the save settles', async () => {
    fetchPrefs.mockResolvedValue(ALL_ON);
    const pending = deferred();
    save.mockReturnValue(pending.promise);
    renderAt(<NotificationSettingsPage />, '/settings/notifications');
    const likes = await screen.findByRole('switch', { name: /^Likes/ });
    await userEvent.click(likes);
    expect(save).toHaveBeenCalledWith(testUser().uid, 'like', false, expect.any(Function));
    expect(likes).not.toBeChecked();
    expect(likes).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Comments/ })).toBeEnabled();
    pending.resolve();
    await waitFor(() => expect(likes).toBeEnabled());
    expect(likes).not.toBeChecked();
  });

  it('"Offers from restaurants" turns the offers of restaurants off (issue 33)', async () => {
    fetchPrefs.mockResolvedValue(ALL_ON);
    save.mockResolvedValue(undefined);
    renderAt(<NotificationSettingsPage />, '/settings/notifications');
    const offers = await screen.findByRole('switch', { name: /^Offers from restaurants/ });
    expect(offers).toHaveAccessibleDescription('A restaurant you ate at sends you an offer');
    await userEvent.click(offers);
    expect(save).toHaveBeenCalledWith(testUser().uid, 'offer', false, expect.any(Function));
    await waitFor(() => expect(offers).toBeEnabled());
    expect(offers).not.toBeChecked();
  });

  it('a failed save puts the switch back and says so', async () => {
    fetchPrefs.mockResolvedValue(ALL_ON);
    save.mockRejectedValue(new Error('permission-denied'));
    renderAt(<NotificationSettingsPage />, '/settings/notifications');
    const messages = await screen.findByRole('switch', { name: /^Messages/ });
    await userEvent.click(messages);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save. Please try again.');
    expect(messages).toBeChecked();
    expect(messages).toBeEnabled();
  });

  it('a failed load says so and tries again', async () => {
    fetchPrefs.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(ALL_ON);
    renderAt(<NotificationSettingsPage />, '/settings/notifications');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notification settings');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: /^Likes/ })).toBeChecked();
  });
});
