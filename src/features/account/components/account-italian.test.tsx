import { t } from 'i18next';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { resetDeletion, useDeletionStore } from '../hooks/use-deletion-store';
import { hasStepLabel, START_STEP } from '../model/deletion/plan';
import { plannedSteps } from '../api/deletion/run-deletion';
import { validatePasswordChange } from '../security-model';
import { DeletionProgressList } from './deletion-progress';
import { DownloadDataSection } from './download-data-section';
import { PrivacyPage } from './privacy-page';
import { AppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

// The privacy lines' listener answers a stored-nothing preference (the defaults) without the SDK: a real
// Firestore here failed when another file of the worker had made one with other options.
vi.mock('../api/subscribe-privacy-facts', async () => {
  const { privacyFactsOf } = await import('../model/privacy-facts');
  return {
    subscribeToPrivacyFacts: (_uid: string, onNext: (facts: ReturnType<typeof privacyFactsOf>) => void) => {
      onNext(privacyFactsOf(undefined));
      return () => {};
    },
  };
});

const NAMESPACES = ['account', 'social', 'common'] as const;

beforeEach(() => resetDeletion());
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the account screens in Italian', () => {
  it('every step of the app’s deletion has a label in the catalogue', () => {
    const steps = plannedSteps();
    expect(steps.length).toBeGreaterThan(10);
    for (const name of steps) expect(hasStepLabel(name), name).toBe(true);
  });

  it('labels the deletion steps and their states in the language shown', async () => {
    await act(() => i18n.changeLanguage('it'));
    const steps = plannedSteps();
    renderAt(<DeletionProgressList progress={{ steps, current: 1, failed: true }} />, '/privacy');
    const list = screen.getByRole('list', { name: "Avanzamento dell'eliminazione" });
    expect(list).toHaveTextContent('Rimozione del profilo e del nome utente: completato');
    expect(list).toHaveTextContent('Mi piace che hai messo: interrotto');
    expect(list).toHaveTextContent('Eliminazione del tuo accesso: in attesa');
    expect(list).not.toHaveTextContent(START_STEP);
    expectNoEnglish(NAMESPACES);
  });

  it('shows Privacy Settings and the deletion dialog in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth(testUser({ username: 'tester' }));
    renderAt(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Impostazioni privacy' })).toBeInTheDocument();
    expect(screen.getByText('Pubblico; i tuoi conti: tutti')).toBeInTheDocument();
    expect(screen.getByText('Chi può seguirti')).toBeInTheDocument();
    expect(screen.getByText('Tutti (classifica pubblica)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina account' }));
    const dialog = screen.getByRole('dialog', { name: 'Elimina account' });
    expect(dialog).toHaveTextContent(/Eliminati:.*post, commenti, Mi piace/);
    expect(within(dialog).getByText('Il tuo nome utente: tester')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Elimina il mio account' })).toBeDisabled();
    expectNoEnglish(NAMESPACES);
  });

  it('makes messages in the language of the moment', async () => {
    expect(t('account:deletion.messages.deleted')).toBe('Your account has been deleted.');
    await act(() => i18n.changeLanguage('it'));
    expect(t('account:deletion.messages.deleted')).toBe('Il tuo account è stato eliminato.');
    expect(validatePasswordChange({ current: '', next: 'abcdef', confirm: 'abcdef' })).toBe(
      'Inserisci la password attuale.',
    );
    act(() =>
      useDeletionStore.setState({
        phase: 'failed',
        error: new AppError('account:deletion.messages.offline'),
      }),
    );
    expect(errorText(useDeletionStore.getState().error)).toBe(
      'Sei offline. Connettiti a internet, poi riprova.',
    );
  });

  it('counts the records read with a real plural and Italian digits', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth(testUser({ username: 'ana' }));
    let report: (n: number) => void = () => {};
    const gather = (_uid: string, onProgress: (n: number) => void) => {
      report = onProgress;
      return new Promise<never>(() => {});
    };
    renderAt(<DownloadDataSection gather={gather} />, '/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));
    act(() => report(1));
    expect(screen.getByRole('status')).toHaveTextContent('Preparazione dei tuoi dati… 1 record letto');
    act(() => report(1234));
    expect(screen.getByRole('status')).toHaveTextContent('Preparazione dei tuoi dati… 1.234 record letti');
    expectNoEnglish(NAMESPACES);
  });
});
