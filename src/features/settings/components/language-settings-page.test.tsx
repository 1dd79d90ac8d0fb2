import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { saveAccountLanguage } from '../api/save-account-language';
import { LanguageSettingsPage } from './language-settings-page';

vi.mock('../api/save-account-language', () => ({ saveAccountLanguage: vi.fn() }));
const save = vi.mocked(saveAccountLanguage);

beforeEach(() => {
  save.mockReset();
  save.mockResolvedValue();
  setAuth(testUser());
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
});

describe('LanguageSettingsPage', () => {
  it('lists English and Italiano, each in its own language, the current one chosen', () => {
    renderAt(<LanguageSettingsPage />, '/settings/language');
    expect(screen.getByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    const english = screen.getByRole('radio', { name: 'English' });
    const italian = screen.getByRole('radio', { name: 'Italiano' });
    expect(group).toContainElement(english);
    expect(group).toContainElement(italian);
    expect(english).toBeChecked();
    expect(italian).not.toBeChecked();
    expect(screen.getByText('Italiano')).toHaveAttribute('lang', 'it');
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
  });

  it('switches at once: the screen, <html lang>, the device and the account', async () => {
    let answer!: () => void;
    save.mockReturnValue(new Promise<void>((resolve) => (answer = resolve))); // the account's write still on its way
    renderAt(<LanguageSettingsPage />, '/settings/language');
    await userEvent.click(screen.getByRole('radio', { name: 'Italiano' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lingua' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(screen.getByRole('radiogroup', { name: 'Lingua' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Italiano' })).toBeChecked();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.cookie).toContain('firebase-language-override=it');
    await waitFor(() => expect(save).toHaveBeenCalledWith(testUser().uid, 'it'));
    answer();

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(testUser().uid, 'en'));
  });

  it('a refused account write says so; the device keeps the choice', async () => {
    save.mockRejectedValue(new Error('permission-denied'));
    renderAt(<LanguageSettingsPage />, '/settings/language');
    await userEvent.click(screen.getByRole('radio', { name: 'Italiano' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La scelta è salvata su questo dispositivo, ma non è stato possibile aggiornare il tuo account. Riprova.',
    );
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  });
});
