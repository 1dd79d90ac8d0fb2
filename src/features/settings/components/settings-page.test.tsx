import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { useThemeStore } from '@/stores/theme-store';
import { SettingsPage } from './settings-page';

describe('SettingsPage', () => {
  it('has the three groups; the Restaurant Profile link only for owners', () => {
    setAuth(testUser({ isRestaurantOwner: false }));
    const { unmount } = renderAt(<SettingsPage />, '/settings');
    for (const group of ['Account', 'Restaurant', 'Preferences']) {
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    }
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).queryByRole('link', { name: 'Restaurant Profile' })).not.toBeInTheDocument();
    const links: [string, string][] = [
      ['Privacy', '/privacy'],
      ['Security', '/settings/security'],
      ['Notifications', '/settings/notifications'],
    ];
    for (const [name, href] of links)
      expect(within(account).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('switch', { name: /Activate Restaurant Profile/ })).not.toBeChecked();
    unmount();

    setAuth(testUser({ isRestaurantOwner: true }));
    renderAt(<SettingsPage />, '/settings');
    expect(screen.getByRole('link', { name: 'Restaurant Profile' })).toHaveAttribute(
      'href',
      '/restaurant/profile',
    );
    expect(screen.getByRole('switch', { name: /Activate Restaurant Profile/ })).toBeChecked();
  });

  it('Dark Mode toggles the theme; Language and App Settings are present', async () => {
    setAuth(testUser());
    useThemeStore.setState({ theme: 'dark' });
    renderAt(<SettingsPage />, '/settings');
    const dark = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(dark).toBeChecked();
    await userEvent.click(dark);
    expect(useThemeStore.getState().theme).toBe('light');
    expect(screen.getByText('Language')).toBeInTheDocument();
    expect(screen.getByText('App Settings')).toBeInTheDocument();
  });

  it('Language shows the current language and opens its screen; App Settings opens its own', () => {
    setAuth(testUser());
    renderAt(<SettingsPage />, '/settings');
    const preferences = screen.getByRole('region', { name: 'Preferences' });
    const language = within(preferences).getByRole('link', { name: /^Language/ });
    expect(language).toHaveAttribute('href', '/settings/language');
    expect(within(language).getByText('English')).toHaveAttribute('lang', 'en');
    expect(within(preferences).getByRole('link', { name: 'App Settings' })).toHaveAttribute(
      'href',
      '/settings/app',
    );
  });
});
