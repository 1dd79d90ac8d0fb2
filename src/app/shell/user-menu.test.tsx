import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useThemeStore } from '@/stores/theme-store';
import { renderAt } from '../../../tests/support/render';
import { UserMenu } from './user-menu';

const ITEMS = [
  'Notifications',
  'Perks',
  'Account Settings',
  'Privacy',
  'Help Center',
  'About',
  'Light Mode',
  'Log Out',
];

const toggle = () => screen.getByRole('button', { name: /^Menu/ });
const item = (name: string | RegExp) => screen.getByRole('menuitem', { name });

// The open menu is its own chunk (decision 0061): loaded once here, so each test's menu opens at once.
beforeAll(async () => {
  const view = renderAt(<UserMenu />);
  await userEvent.setup().click(screen.getByRole('button', { name: /^Menu/ }));
  await screen.findByRole('menu');
  view.unmount();
});

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
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', screen.getByRole('menu', { name: 'Main menu' }).id);
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([
      'Notifications, 3',
      'Perks',
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
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the unread count in the names of the button and of Notifications', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu unreadCount={3} />);
    expect(toggle()).toHaveAccessibleName('Menu, 3 unread notifications');
    await user.click(toggle());
    expect(item(/^Notifications/)).toHaveAccessibleName(/^Notifications,\s*3 unread$/);
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('%s on the button opens the menu on its first item', async (_name, keys) => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard(keys);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(item('Notifications')).toHaveFocus();
  });

  it('ArrowUp on the button opens the menu on its last item', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(item('Log Out')).toHaveFocus();
  });

  it('moves with ArrowDown, ArrowUp (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const focused = () => document.activeElement?.textContent;
    await user.keyboard('{ArrowDown}');
    expect(item('Perks')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('Log Out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Notifications')).toHaveFocus();
    await user.keyboard('{End}');
    expect(focused()).toBe('Log Out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Notifications');
    // Every item is reachable with the arrows, in order, and none is in the Tab order.
    const seen = [focused()];
    for (let i = 1; i < ITEMS.length; i++) {
      await user.keyboard('{ArrowDown}');
      seen.push(focused());
    }
    expect(seen.map((t) => t?.replace(/☀️|🌙/, ''))).toEqual(ITEMS);
    for (const el of screen.getAllByRole('menuitem')) expect(el).toHaveAttribute('tabindex', '-1');
  });

  it('Tab closes the menu and leaves it', async () => {
    const user = userEvent.setup();
    renderAt(
      <div>
        <UserMenu />
        <a href="/next">next</a>
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(item('Notifications')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'next' })).toHaveFocus();
  });

  it('Enter on an item chooses it', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<UserMenu />, '/', '/');
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/perks');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('toggles the theme', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.click(toggle());
    await user.click(item(/Light Mode/));
    expect(useThemeStore.getState().theme).toBe('light');
    expect(item(/Dark Mode/)).toBeInTheDocument();
  });

  it('navigates and closes when an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<UserMenu />, '/', '/');
    await user.click(toggle());
    await user.click(item('Help Center'));
    expect(router.state.location.pathname).toBe('/help');
  });
});
