import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { olderPages } from '../../../../tests/support/hook-state';
import type { GroupMessage } from '../model/group';
import { GroupChatLog } from './group-chat-log';

const message = (id: string, userId: string): GroupMessage => ({
  id,
  groupId: 'g',
  userId,
  content: `Hello from ${userId}`,
  image: '',
  createdAt: new Date('2026-11-24T20:00:00Z'),
});
const older = olderPages({ hasOlder: false });

function renderLog(isKnown: (uid: string) => boolean) {
  const senders = new Map([['ann', { uid: 'ann', username: 'ann', photoURL: '' }]]);
  render(
    <MemoryRouter>
      <GroupChatLog
        messages={[message('m1', 'ann'), message('m2', 'new'), message('m3', 'gone')]}
        loading={false}
        error={null}
        retry={() => {}}
        older={older}
        uid="me"
        senders={senders}
        isKnown={isKnown}
      />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent);
}

describe('GroupChatLog', () => {
  it('shows a sender not read yet as …, and one read but missing as Unknown User', () => {
    const items = renderLog((uid) => uid !== 'new');
    expect(items[0]).toContain('ann');
    expect(items[1]).toContain('…');
    expect(items[1]).not.toContain('Unknown User');
    expect(items[2]).toContain('Unknown User');
  });
});
