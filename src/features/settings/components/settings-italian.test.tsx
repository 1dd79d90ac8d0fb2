import { t } from 'i18next';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import { useAppSettingsStore } from '@/stores/app-settings-store';
import { DEFAULT_LANDING_BOARD } from '@/stores/app-settings-storage';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { setOwnerMode } from '../api/set-owner-mode';
import { AppSettingsPage } from './app-settings-page';
import { LanguageSettingsPage } from './language-settings-page';
import { SettingsPage } from './settings-page';

const NAMESPACES = ['settings', 'common'] as const;

vi.mock('../api/set-owner-mode', () => ({ setOwnerMode: vi.fn() }));
vi.mock('../api/save-account-language', () => ({ saveAccountLanguage: vi.fn(() => Promise.resolve()) }));

beforeEach(async () => {
  setAuth(testUser({ isRestaurantOwner: false }));
  useAppSettingsStore.setState({ landingBoard: DEFAULT_LANDING_BOARD, celebrations: true });
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
  useAppSettingsStore.setState({ landingBoard: DEFAULT_LANDING_BOARD, celebrations: true });
  vi.mocked(setOwnerMode).mockReset();
  localStorage.clear();
});

describe('the settings screens in Italian', () => {
  it('Account Settings: groups, rows, the language row in Italian, an error', async () => {
    vi.mocked(setOwnerMode).mockRejectedValue(new Error('permission-denied'));
    renderAt(<SettingsPage />, '/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Impostazioni account' })).toBeInTheDocument();
    for (const group of ['Account', 'Ristorante', 'Preferenze'])
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sicurezza' })).toHaveAttribute('href', '/settings/security');
    expect(screen.getByRole('link', { name: 'Impostazioni app' })).toHaveAttribute('href', '/settings/app');
    const language = screen.getByRole('link', { name: /^Lingua/ });
    expect(within(language).getByText('Italiano')).toHaveAttribute('lang', 'it');
    expect(screen.getByRole('switch', { name: 'Tema scuro' })).toBeInTheDocument();
    const owner = screen.getByRole('switch', { name: /^Attiva il profilo del ristorante/ });
    await userEvent.click(owner);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile aggiornare la modalità ristoratore. Riprova.',
    );
    expectNoEnglish(NAMESPACES);
  });

  it('the owner-mode messages are made in the language of the moment', async () => {
    expect(t('settings:ownerMode.userNotFound')).toBe('Utente non trovato');
    expect(t('settings:ownerMode.activated')).toBe(
      'Modalità ristoratore attivata! Scansiona uno scontrino per impostare il tuo profilo.',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(t('settings:ownerMode.userNotFound')).toBe('User not found');
  });

  it('Language: the radio group in Italian; choosing English switches <html lang> back', async () => {
    renderAt(<LanguageSettingsPage />, '/settings/language');
    expect(screen.getByRole('heading', { level: 1, name: 'Lingua' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    const group = screen.getByRole('radiogroup', { name: 'Lingua' });
    expect(within(group).getByRole('radio', { name: 'Italiano' })).toBeChecked();
    // Each language keeps its own name whatever the app speaks.
    expect(within(group).getByRole('radio', { name: 'English' })).not.toBeChecked();
    expectNoEnglish(NAMESPACES);
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('App Settings in Italian', async () => {
    renderAt(<AppSettingsPage />, '/settings/app');
    expect(screen.getByRole('heading', { level: 1, name: 'Impostazioni app' })).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Classifica' });
    await userEvent.click(
      within(within(board).getByRole('radiogroup', { name: 'Tipo di punti' })).getByRole('radio', {
        name: 'Argento',
      }),
    );
    await userEvent.click(
      within(within(board).getByRole('radiogroup', { name: 'Periodo' })).getByRole('radio', {
        name: 'Questo mese',
      }),
    );
    expect(useAppSettingsStore.getState().landingBoard).toEqual({ type: 'silver', period: 'month' });
    const confetti = screen.getByRole('switch', { name: /^Coriandoli/ });
    expect(confetti).toHaveAccessibleDescription(
      'Una pioggia di coriandoli quando uno scontrino ti fa guadagnare punti.',
    );
    expect(screen.getByRole('region', { name: 'Festeggiamenti' })).toContainElement(confetti);
    expectNoEnglish(NAMESPACES);
  });
});
