import { t } from 'i18next';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toUserRecord, type UserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { answered, olderPages } from '../../../../tests/support/hook-state';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { editProblem } from '../edit-model';
import { useBills } from '../hooks/use-bills';
import { useFollowList } from '../hooks/use-follow-list';
import { useProfileUser } from '../hooks/use-profile-user';
import { type HistoryRow } from '../model';
import { PHOTO_ALT_NAME, ProfilePhotoTemplate } from './profile-header';
import { OwnProfileFrame, ProfilePage } from './profile-page';
import { TransferHistoryList } from './transfer-history-list';
import { LINK_MAX } from '@/features/profile/edit-model';
import { errorText } from '@/i18n/error-text';

vi.mock('../hooks/use-profile-user', () => ({ useProfileUser: vi.fn() }));
vi.mock('../hooks/use-follow-status', () => ({
  useFollowStatus: () => ({ data: false, loading: false, refreshing: false, error: null, retry: () => {} }),
}));
vi.mock('../hooks/use-bills', () => ({ useBills: vi.fn() }));
// Decision 0043: the history is asked for once the viewer may read it; here they may.
vi.mock('@/social/hooks/use-spending-access', () => ({
  useSpendingAccess: () => ({ data: true, loading: false, error: null, retry: () => {} }),
}));
vi.mock('../hooks/use-bill-social', () => ({
  useBillSocial: () => ({
    likes: { data: {}, loading: false },
    comments: { data: {} },
    toggle: { busy: null, error: null, toggle: async () => {} },
  }),
}));
vi.mock('../hooks/use-follow-list', () => ({ useFollowList: vi.fn() }));

const NAMESPACES = ['profile', 'social', 'common'] as const;

const ben = (over: Record<string, unknown> = {}) =>
  toUserRecord('uid-ben', {
    username: 'ben',
    bio: "Hi, I'm ben! I love good food and great company.",
    followers: 1,
    following: 3,
    goldPoints: 1250,
    silverPoints: 80,
    socialLinks: { instagram: 'https://instagram.com/ben', twitter: '', youtube: '' },
    ...over,
  });

function showProfile(user: UserRecord | null, path = '/profile/ben', error: string | null = null) {
  vi.mocked(useProfileUser).mockReturnValue({ data: user, loading: false, error, retry: () => {} });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/profile/:username" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  useAuthStore.setState({ status: 'signedIn', uid: 'uid-me', user: null });
  vi.mocked(useBills).mockReturnValue({
    ...answered([]),
    ...olderPages({ hasOlder: false }),
  } as unknown as ReturnType<typeof useBills>);
  vi.mocked(useFollowList).mockReturnValue({
    data: [],
    loading: true,
    error: null,
    retry: () => {},
    ...olderPages({ hasOlder: false }),
  });
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  cleanup();
  useAuthStore.setState({ status: 'idle', uid: null, user: null });
  await act(() => i18n.changeLanguage('en'));
});

describe('the profile in Italian', () => {
  it("someone else's profile: the greeting, counters with a real plural, tiles and buttons", () => {
    showProfile(ben());
    expect(screen.getByRole('heading', { level: 1, name: 'ben' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto profilo di ben' })).toBeInTheDocument();
    // The greeting sign-up stored in English, said in the reader's language.
    expect(screen.getByText('Ciao, sono ben! Amo il buon cibo e la bella compagnia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 follower' })).toHaveTextContent('Follower');
    expect(screen.getByRole('button', { name: '3 seguiti' })).toHaveTextContent('Seguiti');
    expect(screen.getByText('Punti Oro').closest('div')).toHaveTextContent('1.250');
    expect(screen.getByText('Punti Argento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ben su Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Link social' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Segui' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Invia messaggio' })).toHaveAttribute(
      'href',
      '/send-message/ben',
    );
    expect(screen.getByRole('link', { name: 'Invia Punti Argento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Altre azioni per questo utente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Storico delle spese al ristorante' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('two followers, no bio; the bills dialog empty and the followers dialog loading', async () => {
    showProfile(ben({ followers: 2, bio: '' }));
    expect(screen.getByRole('button', { name: '2 follower' })).toBeInTheDocument();
    expect(screen.getByText('Ancora nessuna bio')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Storico delle spese al ristorante' }));
    const bills = await screen.findByRole('dialog', { name: 'Storico delle spese al ristorante' });
    expect(within(bills).getByText('Ancora nessuna visita al ristorante')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES, bills);
    cleanup();
    showProfile(ben({ followers: 2 }));
    await userEvent.click(screen.getByRole('button', { name: '2 follower' }));
    const list = await screen.findByRole('dialog', { name: 'Follower' });
    expect(within(list).getByRole('status', { name: 'Caricamento dei follower' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES, list);
  });

  it('one’s own profile: edit, photo, silver history; the edit dialog and a photo refused', async () => {
    const me = ben({ uid: 'uid-me', bio: 'Pasta' });
    showProfile({ ...me, uid: 'uid-me' }, '/profile/me');
    expect(screen.getByRole('button', { name: 'Storico dei Punti Argento' })).toBeInTheDocument();
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(
      screen.getByLabelText('Cambia foto'),
      new File(['gif'], 'a.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Carica un'immagine JPG, PNG o WebP");
    await userEvent.click(screen.getByRole('button', { name: 'Modifica profilo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica profilo' });
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Pasta');
    expect(within(dialog).getByPlaceholderText('https://twitter.com/tuonome')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('the first paint’s frame and photo template: the alt in Italian, with the place of the name', () => {
    render(
      <>
        <OwnProfileFrame />
        <ProfilePhotoTemplate />
      </>,
    );
    expect(screen.getByRole('img')).toHaveAttribute('alt', `Foto profilo di ${PHOTO_ALT_NAME}`);
    expectNoEnglish(NAMESPACES);
  });

  it('a user not found', () => {
    showProfile(null, '/profile/nessuno', t('profile:errors.userNotFound'));
    expect(screen.getByText('Utente non trovato')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla classifica' })).toHaveAttribute('href', '/');
    expectNoEnglish(NAMESPACES);
  });

  it('the silver points history: directions, signed amounts with a real plural, relative times', () => {
    const now = new Date();
    const row = (over: Partial<HistoryRow>): HistoryRow => ({
      id: 'r',
      direction: 'received',
      counterpartId: 'b',
      counterpart: 'ben',
      amount: 1,
      createdAt: new Date(now.getTime() - 2 * 3_600_000),
      ...over,
    });
    render(
      <TransferHistoryList
        rows={[
          row({}),
          row({ id: 's', direction: 'sent', counterpart: t('profile:errors.unknownUser'), amount: 2 }),
        ]}
        loading={false}
        error={null}
        now={now}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Trasferimenti di Punti Argento' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Ricevuti da ben');
    expect(items[0]).toHaveTextContent('+1 punto argento');
    expect(items[0]).toHaveTextContent('2 ore fa');
    expect(items[1]).toHaveTextContent('Inviati a Utente sconosciuto');
    expect(items[1]).toHaveTextContent('\u22122 punti argento');
    expectNoEnglish(NAMESPACES);
    cleanup();
    render(<TransferHistoryList rows={[]} loading={false} error={null} now={now} />);
    expect(screen.getByText('Ancora nessuna transazione')).toBeInTheDocument();
  });

  it('makes its messages in the language of the moment', async () => {
    expect(
      errorText(
        editProblem({ bio: 'x'.repeat(201), socialLinks: { instagram: '', twitter: '', youtube: '' } }),
      ),
    ).toBe('La bio può avere al massimo 200 caratteri');
    expect(t('profile:errors.photoSize')).toBe("L'immagine deve essere inferiore a 5 MB");
    await act(() => i18n.changeLanguage('en'));
    expect(t('profile:errors.linkTooLong', { max: LINK_MAX })).toBe('Links must be 500 characters or fewer');
    expect(t('profile:errors.followSelf')).toBe("You can't follow yourself");
  });
});
