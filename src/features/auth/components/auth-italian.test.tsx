import { t } from 'i18next';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt } from '../../../../tests/support/render';
import { AppError, type MessageKey } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';
import { authError, resetErrorKey, validateSignUp } from '../model';
import { ForgotPassword } from './forgot-password';
import { LoginPage } from './login-page';

// The errors as the forms show them: the spec's texts, word for word.
const authErrorMessage = (err: unknown, fallback: MessageKey) => errorText(authError(err, fallback));
const resetErrorMessage = (err: unknown) => {
  const key = resetErrorKey(err);
  return key && errorText(new AppError(key));
};

const NAMESPACES = ['auth', 'common'] as const;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ busy: false, error: null });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('sign-in in Italian', () => {
  it('shows the pitch, the form, the links and the cookie banner in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 2, name: 'Ti diamo il bentornato' })).toBeInTheDocument();
    expect(screen.getByText('Il social club per chi ama mangiare fuori.')).toBeInTheDocument();
    const pitch = screen.getByRole('list', { name: 'Perché Goldfork' });
    expect(within(pitch).getByText('Scala la classifica pubblica')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toBeInTheDocument();
    expect(screen.getByText(/^Continuando accetti i nostri/)).toHaveTextContent(
      "Continuando accetti i nostri Termini e condizioni e l'Informativa sulla privacy.",
    );
    const banner = screen.getByRole('region', { name: 'Consenso ai cookie' });
    expect(within(banner).getByRole('button', { name: 'Accetta tutti' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Chiudi il banner dei cookie' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);

    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail e password sono obbligatorie');

    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Crea il tuo account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome utente')).toBeInTheDocument();
    expect(screen.getByText('Hai già un account?')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('the forgotten-password form in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderAt(<ForgotPassword send={() => Promise.resolve()} />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Hai dimenticato la password?' }));
    const form = screen.getByRole('form', { name: 'Reimposta la password' });
    await userEvent.type(
      within(form).getByLabelText("L'indirizzo e-mail del tuo account"),
      'chi@example.test',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Invia il link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Se esiste un account con questo indirizzo, ti abbiamo inviato un link per reimpostare la password.',
    );
  });

  it('makes its messages in the language of the moment', async () => {
    expect(t('auth:errors.usernameTaken')).toBe('That username is already taken');
    await act(() => i18n.changeLanguage('it'));
    expect(t('auth:errors.usernameTaken')).toBe('Questo nome utente è già in uso');
    expect(validateSignUp({ email: 'a@b.it', password: 'segreto', username: 'a b' })).toBe(
      'Il nome utente deve avere da 3 a 20 caratteri: lettere, cifre, trattino basso o punto',
    );
    expect(authErrorMessage({ code: 'auth/invalid-credential' }, 'auth:errors.signInFailed')).toBe(
      'E-mail o password non corretti.',
    );
    expect(authErrorMessage({ code: 'auth/network-request-failed' }, 'auth:errors.signInFailed')).toBe(
      'Errore di rete. Controlla la connessione.',
    );
    expect(authErrorMessage(undefined, 'auth:errors.signUpFailed')).toBe(
      "Non è stato possibile creare l'account. Riprova.",
    );
    // An Italian message thrown by our own code is kept as it is.
    expect(authErrorMessage(new AppError('auth:errors.usernameTaken'), 'auth:errors.signUpFailed')).toBe(
      t('auth:errors.usernameTaken'),
    );
    expect(resetErrorMessage({ code: 'auth/too-many-requests' })).toBe(
      'Troppi tentativi. Aspetta un momento e riprova.',
    );
    expect(resetErrorMessage({ code: 'auth/internal-error' })).toBe(
      'Non è stato possibile inviare il link. Riprova.',
    );
  });
});
