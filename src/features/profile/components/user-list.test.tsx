import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toUserRecord } from '@/domain/user-record';
import { UserList } from './user-list';

const users = [toUserRecord('u1', { username: 'ben' }), toUserRecord('u2', { username: 'cleo' })];

function renderList(props: Partial<Parameters<typeof UserList>[0]> = {}) {
  return render(
    <MemoryRouter>
      <UserList users={users} loading={false} error={null} label="Followers" {...props} />
    </MemoryRouter>,
  );
}

describe('UserList', () => {
  it('links each user to their profile and reports the pick', async () => {
    let picked = 0;
    renderList({ onSelect: () => picked++ });
    const links = within(screen.getByRole('list', { name: 'Followers' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/profile/ben', '/profile/cleo']);
    await userEvent.click(links[0]);
    expect(picked).toBe(1);
  });

  it("says 'No users found' for an empty list", () => {
    renderList({ users: [] });
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('shows loading and the load error', () => {
    const { unmount } = renderList({ loading: true });
    expect(screen.getByRole('status', { name: 'Loading followers' })).toBeInTheDocument();
    unmount();
    renderList({ error: 'Failed to load followers' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load followers');
  });
});
