import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toUserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { answered } from '../../../../tests/support/hook-state';
import { sendMessage } from '../api/send-message';
import { useChatPartner } from '../hooks/use-chat';
import { SendMessagePage } from './send-message-page';

vi.mock('../hooks/use-chat', () => ({ useChatPartner: vi.fn() }));
vi.mock('../api/send-message', () => ({ sendMessage: vi.fn() }));

function renderTo(partnerUid: string) {
  useAuthStore.setState({ status: 'signedIn', uid: 'me', user: null });
  vi.mocked(useChatPartner).mockReturnValue(answered(toUserRecord(partnerUid, { username: 'ben' })));
  render(
    <MemoryRouter initialEntries={['/send-message/ben']}>
      <Routes>
        <Route path="/send-message/:username" element={<SendMessagePage />} />
        <Route path="/messages" element={<p>messages list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SendMessagePage', () => {
  afterEach(() => {
    cleanup();
    useAuthStore.setState({ status: 'idle', uid: null, user: null });
    vi.mocked(sendMessage).mockReset();
  });

  it('sends the message to the user and goes to /messages', async () => {
    vi.mocked(sendMessage).mockResolvedValue('me_ben');
    renderTo('ben-uid');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), 'Hello Ben');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendMessage).toHaveBeenCalledWith(
      { senderId: 'me', receiverId: 'ben-uid', content: 'Hello Ben' },
      undefined,
      expect.any(Function),
    );
    expect(await screen.findByText('messages list')).toBeInTheDocument();
  });

  it('shows a failure with the spec text, keeps the text and can send again', async () => {
    vi.mocked(sendMessage).mockRejectedValue(Object.assign(new Error('x'), { code: 'unavailable' }));
    renderTo('ben-uid');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hi');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('refuses a message to yourself without sending', async () => {
    renderTo('me');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent("You can't message yourself");
    expect(sendMessage).not.toHaveBeenCalled();
  });
});
