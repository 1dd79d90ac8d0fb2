import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { FollowActions } from './follow-actions';

function renderActions(props: Partial<Parameters<typeof FollowActions>[0]> = {}) {
  const calls: boolean[] = [];
  render(
    <MemoryRouter>
      <FollowActions
        username="ben"
        following={false}
        busy={false}
        error={null}
        onToggle={(f) => calls.push(f)}
        {...props}
      />
    </MemoryRouter>,
  );
  return calls;
}

describe('FollowActions', () => {
  it('follows when not following', async () => {
    const calls = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(calls).toEqual([false]);
  });

  it('unfollows when following', async () => {
    const calls = renderActions({ following: true });
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(calls).toEqual([true]);
  });

  it('is disabled while the state is unknown', () => {
    renderActions({ following: undefined });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeDisabled();
  });

  it('is disabled and marked busy while the transaction runs', () => {
    renderActions({ busy: true });
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('links to send a message and silver points', () => {
    renderActions();
    expect(screen.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', '/send-message/ben');
    expect(screen.getByRole('link', { name: 'Send Silver Points' })).toHaveAttribute(
      'href',
      '/send-points/ben',
    );
  });

  it('shows the failure', () => {
    renderActions({ error: 'Failed to update follow status' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update follow status');
  });
});
