import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppSettingsStore } from '@/stores/app-settings-store';
import { APP_SETTINGS_STORAGE_KEY, DEFAULT_LANDING_BOARD } from '@/stores/app-settings-storage';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { AppSettingsPage } from './app-settings-page';

beforeEach(() => {
  setAuth(testUser());
  useAppSettingsStore.setState({ landingBoard: DEFAULT_LANDING_BOARD, celebrations: true });
});
afterEach(() => {
  cleanup();
  useAppSettingsStore.setState({ landingBoard: DEFAULT_LANDING_BOARD, celebrations: true });
  localStorage.clear();
});

describe('AppSettingsPage', () => {
  it('chooses the landing board: points type and period, remembered on the device', async () => {
    renderAt(<AppSettingsPage />, '/settings/app');
    expect(screen.getByRole('heading', { level: 1, name: 'App Settings' })).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    const type = within(board).getByRole('radiogroup', { name: 'Points type' });
    const period = within(board).getByRole('radiogroup', { name: 'Period' });
    expect(within(type).getByRole('radio', { name: 'Gold' })).toBeChecked();
    expect(
      within(period)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['This Week', 'This Month', 'This Year', 'All Time']);
    expect(within(period).getByRole('radio', { name: 'All Time' })).toBeChecked();

    await userEvent.click(within(type).getByRole('radio', { name: 'Silver' }));
    await userEvent.click(within(period).getByRole('radio', { name: 'This Month' }));
    expect(within(type).getByRole('radio', { name: 'Silver' })).toBeChecked();
    expect(within(period).getByRole('radio', { name: 'This Month' })).toBeChecked();
    expect(useAppSettingsStore.getState().landingBoard).toEqual({ type: 'silver', period: 'month' });
    expect(JSON.parse(localStorage.getItem(APP_SETTINGS_STORAGE_KEY)!).state.landingBoard).toEqual({
      type: 'silver',
      period: 'month',
    });
  });

  it('turns the celebrations off and on', async () => {
    renderAt(<AppSettingsPage />, '/settings/app');
    const confetti = screen.getByRole('switch', { name: /^Confetti/ });
    expect(within(screen.getByRole('region', { name: 'Celebrations' })).getByRole('switch')).toBe(confetti);
    expect(confetti).toBeChecked();
    expect(confetti).toHaveAccessibleDescription('A burst of confetti when a bill earns you points.');
    await userEvent.click(confetti);
    expect(confetti).not.toBeChecked();
    expect(useAppSettingsStore.getState().celebrations).toBe(false);
    await userEvent.click(confetti);
    expect(useAppSettingsStore.getState().celebrations).toBe(true);
  });
});
