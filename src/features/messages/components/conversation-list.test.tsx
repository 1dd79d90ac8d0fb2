import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ConversationRow } from '../model';
import { ConversationList } from './conversation-list';

const row = (over: Partial<ConversationRow>): ConversationRow => ({
  id: 'a_b',
  otherId: 'b',
  otherName: 'ben',
  otherPhotoURL: '',
  lastMessage: 'See you at 8',
  lastFromMe: false,
  lastMessageAt: new Date(Date.now() - 5 * 60_000),
  unread: 0,
  ...over,
});

function renderList(rows: ConversationRow[]) {
  render(
    <MemoryRouter>
      <ConversationList rows={rows} />
    </MemoryRouter>,
  );
}

describe('ConversationList', () => {
  it('shows each conversation with name, last message, relative time and my unread count', () => {
    renderList([
      row({ unread: 3 }),
      row({ id: 'a_c', otherId: 'c', otherName: 'cat', lastFromMe: true, lastMessage: 'ok' }),
    ]);
    const items = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ben');
    expect(items[0]).toHaveTextContent('See you at 8');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[0]!).getByLabelText('3 unread')).toHaveTextContent('3');
    expect(items[1]).toHaveTextContent('You: ok');
    expect(within(items[1]!).queryByLabelText(/unread/)).toBeNull();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/messages/ben');
  });

  it('shows an opened conversation without messages and a deleted user without a link', () => {
    renderList([
      row({ lastMessage: '', lastMessageAt: null }),
      row({ id: 'a_z', otherName: 'Deleted user' }),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('No messages yet');
    expect(items[1]).toHaveTextContent('Deleted user');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('points to following people and messaging them when empty', () => {
    renderList([]);
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Follow people and message them from their profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people on the leaderboard' })).toHaveAttribute('href', '/');
  });
});
