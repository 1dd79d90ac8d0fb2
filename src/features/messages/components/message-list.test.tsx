import { render, screen, within } from '@testing-library/react';
import type { Message } from '../model';
import { MessageList } from './message-list';

const m = (id: string, over: Partial<Message>): Message => ({
  id,
  senderId: 'me',
  receiverId: 'you',
  conversationId: 'me_you',
  content: id,
  read: false,
  readAt: null,
  createdAt: new Date(2026, 0, 1, 14, 5),
  ...over,
});

describe('MessageList', () => {
  it('puts mine right with a read or unread tick, theirs left without one, each with its time', () => {
    render(
      <MessageList
        me="me"
        messages={[
          m('hello', { read: true }),
          m('reply', { senderId: 'you', receiverId: 'me' }),
          m('again', {}),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((li) => li.className)).toEqual([
      expect.stringContaining('justify-end'),
      expect.stringContaining('justify-start'),
      expect.stringContaining('justify-end'),
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img')).toBeNull();
    expect(within(items[2]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('14:05');
    expect(items[0]!.firstElementChild).toHaveClass('max-w-[70%]');
  });

  it("shows the spec's empty state", () => {
    render(<MessageList me="me" messages={[]} />);
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Send a message to start the conversation')).toBeInTheDocument();
  });

  it('scrolls to the newest message on open and when one arrives', () => {
    const calls: unknown[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
      calls.push(arg);
    };
    try {
      const { rerender } = render(<MessageList me="me" messages={[m('one', {})]} />);
      expect(calls).toHaveLength(1);
      rerender(<MessageList me="me" messages={[m('one', {}), m('two', {})]} />);
      expect(calls).toHaveLength(2);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
