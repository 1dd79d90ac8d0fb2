import { t } from 'i18next';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import { useToastStore } from '@/stores/toast-store';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { transferPoints } from '../api/transfer-points';
import { AppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';
import { amountHint, transferError, type Recipient, type RecipientChoice } from '../model';

const transferErrorMessage = (err: unknown) => errorText(transferError(err));
import { SendPointsPage } from './send-points-page';

const NAMESPACES = ['points', 'common'] as const;

const ana: Recipient = { uid: 'u-ana', username: 'ana', photoURL: '', followed: true };
const carl: Recipient = { uid: 'u-carl', username: 'carl', photoURL: '', followed: false };

let recipients: { data: RecipientChoice | undefined; loading: boolean; error: string | null } = {
  data: undefined,
  loading: true,
  error: null,
};
vi.mock('../hooks/use-recipients', () => ({
  useRecipients: () => ({ ...recipients, refreshing: false, retry: () => {} }),
}));
vi.mock('../api/transfer-points', () => ({ transferPoints: vi.fn() }));

function choose(list: Recipient[], preselectedId: string | null = null, notice: string | null = null) {
  recipients = { data: { recipients: list, preselectedId, notice }, loading: false, error: null };
}

const renderPage = (path = '/send-points/me') => renderAt(<SendPointsPage />, path, '/send-points/:username');

beforeEach(() => {
  recipients = { data: undefined, loading: true, error: null };
  vi.mocked(transferPoints).mockReset();
  useToastStore.setState({ toasts: [] });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Send Silver Points in Italian', () => {
  it('shows the heading, the balance with a real plural, and the loading and empty states', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth(testUser({ silverPoints: 1 }));
    const { unmount } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Invia Punti Argento' })).toBeInTheDocument();
    expect(screen.getByLabelText('Saldo disponibile')).toHaveTextContent('1Punto Argento');
    expect(screen.getByRole('status', { name: 'Caricamento delle persone che segui' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Destinatario' })).toBeInTheDocument();
    unmount();

    choose([]);
    setAuth(testUser({ silverPoints: 1234 }));
    renderPage();
    expect(screen.getByLabelText('Saldo disponibile')).toHaveTextContent('1.234Punti Argento');
    expect(screen.getByText('Non segui ancora nessuno')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trova persone in classifica' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia punti' })).toBeDisabled();
    expectNoEnglish(NAMESPACES);
  });

  it('says a refused send and a sent one in Italian, with plurals', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth(testUser({ silverPoints: 5 }));
    choose([carl, ana], 'u-carl', null);
    renderPage('/send-points/carl');
    expect(screen.getByText('Non seguito')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /carl/ })).toBeChecked();

    const amount = screen.getByLabelText('Quantità');
    await userEvent.type(amount, '9');
    expect(amount).toHaveAccessibleDescription(/^La quantità supera il tuo saldo disponibile/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    expect(amount).toHaveAccessibleDescription(/^La quantità deve essere maggiore di 0/);

    vi.mocked(transferPoints).mockRejectedValueOnce(new AppError('points:messages.insufficient'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Invia punti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Punti argento insufficienti');
    expectNoEnglish(NAMESPACES);

    vi.mocked(transferPoints).mockResolvedValueOnce('tx-1');
    await userEvent.click(screen.getByRole('button', { name: 'Invia punti' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      'Hai inviato 1 Punto Argento a carl',
    ]);
  });

  it('says two points sent with the plural form', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth(testUser({ silverPoints: 5 }));
    choose([ana], 'u-ana');
    renderPage('/send-points/ana');
    vi.mocked(transferPoints).mockResolvedValueOnce('tx-2');
    await userEvent.type(screen.getByLabelText('Quantità'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Invia punti' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      'Hai inviato 2 Punti Argento a ana',
    ]);
  });

  it('makes messages in the language of the moment', async () => {
    expect(t('points:messages.noFollowing')).toBe("You're not following anyone yet");
    expect(transferErrorMessage(new AppError('points:messages.insufficient'))).toBe(
      'Insufficient silver points',
    );
    await act(() => i18n.changeLanguage('it'));
    expect(t('points:messages.noFollowing')).toBe('Non segui ancora nessuno');
    expect(amountHint('1.5', 10)).toBe('La quantità deve essere un numero intero');
    expect(transferErrorMessage(new AppError('points:messages.toSelf'))).toBe(
      'Non puoi inviare punti a te stesso',
    );
    expect(transferErrorMessage(new Error('Missing or insufficient permissions.'))).toBe(
      'Trasferimento dei punti non riuscito',
    );
  });
});
