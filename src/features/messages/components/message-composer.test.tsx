import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageComposer } from './message-composer';

describe('MessageComposer', () => {
  it('is disabled while blank and says why for whitespace only', async () => {
    const sent: string[] = [];
    render(<MessageComposer onSend={async (t) => void sent.push(t)} />);
    const input = screen.getByPlaceholderText('Type a message...');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    expect(screen.getByText('Message cannot be empty')).toBeInTheDocument();
    await userEvent.type(input, '{Enter}');
    expect(sent).toEqual([]);
  });

  it('sends the text, is disabled while sending, and clears after success', async () => {
    let finish!: () => void;
    const sent: string[] = [];
    render(
      <MessageComposer
        onSend={(t) => {
          sent.push(t);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    const input = screen.getByLabelText('Message');
    await userEvent.type(input, 'Hello{Enter}');
    expect(sent).toEqual(['Hello']);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    expect(input).toHaveValue('');
  });

  it('shows a failure as an alert and keeps the text', async () => {
    render(
      <MessageComposer
        onSend={() => Promise.reject(new Error('Failed to send message. Please try again.'))}
      />,
    );
    await userEvent.type(screen.getByLabelText('Message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hi');
  });

  it("shows a failure the spec does not name as 'Failed to send message. Please try again.'", async () => {
    render(
      <MessageComposer
        onSend={() => Promise.reject(Object.assign(new Error('gone'), { code: 'unavailable' }))}
      />,
    );
    await userEvent.type(screen.getByLabelText('Message'), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });

  it('a send the rules refuse (the receiver blocks me) says so plainly (decision 0030)', async () => {
    render(
      <MessageComposer
        onSend={() => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }))}
      />,
    );
    await userEvent.type(screen.getByLabelText('Message'), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You can't do this: this user has blocked you.",
    );
  });
});
