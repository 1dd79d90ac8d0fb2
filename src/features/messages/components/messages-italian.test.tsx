import { t } from 'i18next';
import type { ReactElement } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toUserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { answered, olderPages } from '../../../../tests/support/hook-state';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { sendMessage } from '../api/send-message';
import { useChatMessages, useChatPartner } from '../hooks/use-chat';
import { sendErrorMessage, toConversationRows, type Conversation, type Message } from '../model';
import { ConversationList } from './conversation-list';
import { ConversationPage } from './conversation-page';
import { MessagesFrame } from './messages-page';
import { SendMessagePage } from './send-message-page';
import { MAX_MESSAGE_LENGTH } from '@/features/messages/model';
import { AppError } from '@/domain/app-error';

vi.mock('../hooks/use-chat', () => ({
  useChatPartner: vi.fn(),
  useChatMessages: vi.fn(),
  useMarkRead: () => {},
}));
vi.mock('../api/send-message', () => ({ sendMessage: vi.fn() }));

const NAMESPACES = ['messages', 'common'] as const;

const msg = (id: string, over: Partial<Message>): Message => ({
  id,
  senderId: 'me',
  receiverId: 'ben-uid',
  conversationId: 'ben-uid_me',
  content: id,
  read: false,
  readAt: null,
  createdAt: new Date(2026, 0, 1, 14, 5),
  ...over,
});

function partner(found: boolean) {
  vi.mocked(useChatPartner).mockReturnValue(
    answered(found ? toUserRecord('ben-uid', { username: 'ben' }) : null),
  );
}

function chat(messages: Message[]) {
  vi.mocked(useChatMessages).mockReturnValue({
    conversationId: 'ben-uid_me',
    messages,
    older: olderPages({ hasOlder: false }),
    loading: false,
    error: null,
    retry: () => {},
  } as unknown as ReturnType<typeof useChatMessages>);
}

function renderRoute(path: string, pattern: string, element: ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/messages" element={<p>elenco</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  useAuthStore.setState({ status: 'signedIn', uid: 'me', user: null });
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  cleanup();
  useAuthStore.setState({ status: 'idle', uid: null, user: null });
  vi.mocked(sendMessage).mockReset();
  await act(() => i18n.changeLanguage('en'));
});

describe('the messages screens in Italian', () => {
  it('/messages: the title, the rows with a real plural of unread, "Tu:", a deleted user', () => {
    const at = new Date(Date.now() - 5 * 60_000);
    const conversation = (id: string, over: Partial<Conversation>): Conversation => ({
      id,
      participants: ['me', id.replace('me_', '')] as [string, string],
      lastMessage: 'ciao',
      lastMessageAt: at,
      lastSenderId: null,
      updatedAt: at,
      unreadCount: 0,
      unread: {},
      ...over,
    });
    const rows = toConversationRows(
      [
        conversation('me_ben', { unread: { me: 1 } }),
        conversation('me_cat', { unread: { me: 2 }, lastSenderId: 'me', lastMessage: 'a dopo' }),
        conversation('me_zed', { lastMessage: '', lastMessageAt: null }),
      ],
      'me',
      { ben: { username: 'ben', photoURL: '' }, cat: { username: 'cat', photoURL: '' } },
    );
    render(
      <MemoryRouter>
        <MessagesFrame />
        <ConversationList rows={rows} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Caricamento delle conversazioni' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Conversazioni' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: '1 non letto' })).toHaveTextContent('1');
    expect(items[0]).toHaveTextContent('5 minuti fa');
    expect(within(items[1]!).getByRole('img', { name: '2 non letti' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Tu: a dopo');
    expect(items[2]).toHaveTextContent('Utente eliminato');
    expect(items[2]).toHaveTextContent('Ancora nessun messaggio');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expectNoEnglish(NAMESPACES);
  });

  it('/messages with no conversation: the empty state and its way to the leaderboard', () => {
    render(
      <MemoryRouter>
        <ConversationList rows={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ancora nessuna conversazione')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trova persone in classifica' })).toHaveAttribute('href', '/');
    expectNoEnglish(NAMESPACES);
  });

  it('the conversation: header, empty state, composer and its refusal', async () => {
    partner(true);
    chat([]);
    renderRoute('/messages/ben', '/messages/:username', <ConversationPage />);
    expect(screen.getByRole('region', { name: 'Conversazione con ben' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai messaggi' })).toHaveAttribute('href', '/messages');
    expect(screen.getByText('Attivo ora')).toBeInTheDocument();
    expect(screen.getByText('Ancora nessun messaggio')).toBeInTheDocument();
    expect(screen.getByText('Invia un messaggio per iniziare la conversazione')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Scrivi un messaggio...');
    expect(input).toHaveAccessibleName('Messaggio');
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(screen.getByText('Il messaggio non può essere vuoto')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('the conversation: read and unread ticks, sending, and who said what', () => {
    partner(true);
    chat([
      msg('uno', { read: true }),
      msg('due', { senderId: 'ben-uid', receiverId: 'me' }),
      msg('tre', {}),
      msg('quattro', { pending: true }),
    ]);
    renderRoute('/messages/ben', '/messages/:username', <ConversationPage />);
    const items = within(screen.getByRole('list', { name: 'Messaggi' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: 'Letto' })).toHaveAttribute('title', 'Letto');
    expect(items[0]).toHaveTextContent('Inviato: uno');
    expect(items[1]).toHaveTextContent('Ricevuto: due');
    expect(within(items[2]!).getByRole('img', { name: 'Non letto' })).toBeInTheDocument();
    expect(items[3]).toHaveTextContent('Invio...');
    expectNoEnglish(NAMESPACES, screen.getByRole('region'));
  });

  it('an unknown user: "Utente non trovato"', () => {
    partner(false);
    chat([]);
    renderRoute('/messages/nessuno', '/messages/:username', <ConversationPage />);
    expect(screen.getByText('Utente non trovato')).toBeInTheDocument();
  });

  it('compose: the title, the field, the button, and a failed send in Italian', async () => {
    partner(true);
    vi.mocked(sendMessage).mockRejectedValue(Object.assign(new Error('x'), { code: 'unavailable' }));
    renderRoute('/send-message/ben', '/send-message/:username', <SendMessagePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messaggio a ben' })).toBeInTheDocument();
    expect(screen.getByText('A ben')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Messaggio'), 'Ciao Ben');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invio del messaggio non riuscito. Riprova.');
    expectNoEnglish(NAMESPACES);
  });

  it('makes its messages in the language of the moment', async () => {
    expect(t('messages:errors.tooLong', { max: MAX_MESSAGE_LENGTH })).toBe(
      'Il messaggio può avere al massimo 2000 caratteri',
    );
    expect(sendErrorMessage(new AppError('messages:errors.messageSelf'))).toBe(
      'Non puoi scrivere a te stesso',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(t('messages:errors.tooLong', { max: MAX_MESSAGE_LENGTH })).toBe(
      'Message must be at most 2000 characters',
    );
    expect(t('messages:errors.sendFailed')).toBe('Failed to send message. Please try again.');
  });
});
