import { act, renderHook } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { useAuthStore } from '@/stores/auth-store';
import { fetchAccountLanguage } from './api/fetch-account-language';
import { saveAccountLanguage } from './api/save-account-language';
import { useAccountLanguage } from './hooks/use-account-language';
import { chooseLanguage, followAccountLanguage } from './language-choice';

vi.mock('./api/fetch-account-language', () => ({ fetchAccountLanguage: vi.fn() }));
vi.mock('./api/save-account-language', () => ({ saveAccountLanguage: vi.fn() }));
const fetchLanguage = vi.mocked(fetchAccountLanguage);
const save = vi.mocked(saveAccountLanguage);

beforeEach(() => {
  fetchLanguage.mockReset();
  save.mockReset();
  save.mockResolvedValue();
  localStorage.clear();
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
  useAuthStore.setState({ status: 'idle', uid: null });
});

describe('followAccountLanguage (at sign-in: the account wins)', () => {
  it('switches to the account’s language and remembers it on the device', async () => {
    fetchLanguage.mockResolvedValue('it');
    await followAccountLanguage('ana');
    expect(fetchLanguage).toHaveBeenCalledWith('ana');
    expect(i18n.language).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(save).not.toHaveBeenCalled(); // nothing written back
  });

  it('the same language as now: remembered on the device, nothing switched', async () => {
    fetchLanguage.mockResolvedValue('en');
    await followAccountLanguage('ana');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('an account with no language leaves the device’s', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    fetchLanguage.mockResolvedValue(null);
    await followAccountLanguage('ana');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('a choice made in Settings while the read was on its way is the newer one', async () => {
    let answer!: (language: 'it') => void;
    fetchLanguage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const following = followAccountLanguage('ana');
    await act(() => chooseLanguage('ana', 'en', () => {}));
    answer('it');
    await following;
    expect(i18n.language).toBe('en');
  });
});

describe('chooseLanguage (Settings → Language)', () => {
  it('switches now and writes the device and the account; signed out, only the device', async () => {
    await act(() => chooseLanguage('ana', 'it', () => {}));
    expect(i18n.language).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith('ana', 'it'));
    save.mockClear();
    await act(() => chooseLanguage(null, 'en', () => {}));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(save).not.toHaveBeenCalled();
  });

  it('does not wait for the account: a write still pending (offline, queued) holds nothing up', async () => {
    save.mockReturnValue(new Promise(() => {}));
    await act(() => chooseLanguage('ana', 'it', () => {}));
    expect(i18n.language).toBe('it');
  });

  it('a refused account write is reported', async () => {
    const refused = new Error('permission-denied');
    save.mockRejectedValue(refused);
    const onError = vi.fn();
    await act(() => chooseLanguage('ana', 'it', onError));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(refused));
  });
});

describe('useAccountLanguage', () => {
  it('reads the account’s language at a sign-in only: not for a session restored at start', async () => {
    fetchLanguage.mockResolvedValue('it');
    useAuthStore.setState({ status: 'loading', uid: null });
    const { unmount } = renderHook(() => useAccountLanguage());
    // A session restored at start: loading → signed in. No read.
    act(() => useAuthStore.setState({ status: 'signedIn', uid: 'ana' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchLanguage).not.toHaveBeenCalled();
    // Signed out, then signed in: one read.
    act(() => useAuthStore.setState({ status: 'signedOut', uid: null }));
    act(() => useAuthStore.setState({ status: 'signedIn', uid: 'ana' }));
    await vi.waitFor(() => expect(i18n.language).toBe('it'));
    expect(fetchLanguage).toHaveBeenCalledTimes(1);
    // Another update of the signed-in state is no new sign-in.
    act(() => useAuthStore.setState({ status: 'signedIn', uid: 'ana', email: 'x@example.com' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchLanguage).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('a failed read leaves the device’s language', async () => {
    fetchLanguage.mockRejectedValue(new Error('unavailable'));
    useAuthStore.setState({ status: 'signedOut', uid: null });
    const { unmount } = renderHook(() => useAccountLanguage());
    act(() => useAuthStore.setState({ status: 'signedIn', uid: 'ana' }));
    await vi.waitFor(() => expect(fetchLanguage).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('en');
    unmount();
  });
});
