import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { olderPages as pages } from '../../../tests/support/hook-state';
import { ChatLoadOlder } from './chat-load-older';

describe('ChatLoadOlder', () => {
  it('shows nothing for a chat with nothing older', () => {
    const { container } = render(<ChatLoadOlder pages={pages({ hasOlder: false })} what="messages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a button that loads, busy and disabled while the page comes, and keeps the keyboard focus', async () => {
    const loadOlder = vi.fn();
    const { rerender } = render(<ChatLoadOlder pages={pages({ loadOlder })} what="messages" />);
    const button = screen.getByRole('button', { name: 'Load older messages' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(loadOlder).toHaveBeenCalledTimes(1);

    rerender(<ChatLoadOlder pages={pages({ loadOlder, loadingOlder: true })} what="messages" />);
    const busy = screen.getByRole('button', { name: 'Loading older messages' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading older messages');
    act(() => busy.blur()); // what a browser does to a focused button that turns disabled

    rerender(<ChatLoadOlder pages={pages({ loadOlder })} what="messages" />);
    expect(screen.getByRole('button', { name: 'Load older messages' })).toHaveFocus();
    expect(screen.getByText('Older messages loaded')).toBeInTheDocument();
  });

  it('after the oldest page, says there is nothing older and takes the focus', async () => {
    const { rerender } = render(<ChatLoadOlder pages={pages()} what="messages" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    rerender(<ChatLoadOlder pages={pages({ loadingOlder: true })} what="messages" />);
    act(() => screen.getByRole('button').blur());
    rerender(<ChatLoadOlder pages={pages({ hasOlder: false })} what="messages" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('No older messages')).toHaveFocus();
  });

  it('shows a failed page and tries again', async () => {
    const loadOlder = vi.fn();
    render(
      <ChatLoadOlder pages={pages({ loadOlder, olderError: 'Failed to load messages' })} what="messages" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load messages');
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });
});
