import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useThemeStore } from '@/stores/theme-store';
import { renderAt } from '../../../tests/support/render';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  beforeEach(() => useThemeStore.setState({ theme: 'dark' }));

  it('lists every item of the spec and closes on an outside click', async () => {
    const user = userEvent.setup();
    renderAt(
      <div>
        <p>outside</p>
        <UserMenu unreadCount={3} />
      </div>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([
      'Notifications3',
      'Account Settings',
      'Privacy',
      'Help Center',
      'About',
      'Light Mode☀️',
      'Log Out',
    ]);
    expect(screen.getByLabelText('3 unread')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('toggles the theme', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: /Light Mode/ }));
    expect(useThemeStore.getState().theme).toBe('light');
    expect(screen.getByRole('menuitem', { name: /Dark Mode/ })).toBeInTheDocument();
  });

  it('navigates and closes when an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<UserMenu />, '/', '/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Help Center' }));
    expect(router.state.location.pathname).toBe('/help');
  });
});
