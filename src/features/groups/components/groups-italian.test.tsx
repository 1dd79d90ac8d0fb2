import { t } from 'i18next';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toUserRecord, type UserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { answered, olderPages } from '../../../../tests/support/hook-state';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { inviteMembers } from '../api/invite-members';
import { leaveGroup } from '../api/membership';
import { searchUsersByPrefix } from '@/users/user-search';
import { useGroup } from '../hooks/use-group';
import { useGroupMessages } from '../hooks/use-group-messages';
import { useUsers } from '../hooks/use-users';
import { createError } from '../model/group-form';
import { toGroup, toGroupMessage, type EliteGroup } from '../model/group';
import { CreateGroupPage } from './create-group-page';
import { GroupPage } from './group-page';
import { GroupSettingsPage } from './group-settings-page';

const NAMESPACES = ['groups', 'common'] as const;

vi.mock('../hooks/use-group', () => ({ useGroup: vi.fn() }));
vi.mock('../hooks/use-users', () => ({ useUsers: vi.fn() }));
vi.mock('../hooks/use-group-messages', () => ({ useGroupMessages: vi.fn() }));
vi.mock('../api/membership', () => ({ joinGroup: vi.fn(), declineInvite: vi.fn(), leaveGroup: vi.fn() }));
vi.mock('@/users/user-search', () => ({
  searchUsersByPrefix: vi.fn(),
  userSearchTerm: (text: string) => text.trim().toLowerCase(),
}));
vi.mock('../api/invite-members', () => ({ inviteMembers: vi.fn() }));
// The events tab (decision 0051): one upcoming event with one place left.
vi.mock('../hooks/use-group-events', async () => {
  const { answered: done, olderPages: older } = await import('../../../../tests/support/hook-state');
  const { toGroupEvent } = await import('../model/group-event');
  const event = toGroupEvent('g1')('e1', {
    title: 'Cena dello chef',
    startsAt: new Date(Date.now() + 86_400_000),
    place: 'Trattoria Bella',
    restaurantKey: '',
    address: 'Via Roma 1',
    description: '',
    maxAttendees: 2,
    goingCount: 1,
  });
  return {
    useGroupEvents: () => ({
      upcoming: done([event]),
      past: { ...done([]), ...older({ hasOlder: false }) },
    }),
    useMyGoing: () => done(new Set<string>()),
  };
});

const ana = toUserRecord('ana', { username: 'ana', goldPoints: 1250 });
const bob = toUserRecord('bob', { username: 'bob', goldPoints: 3 });
const cleo = toUserRecord('cleo', { username: 'cleo' });

function groupOf(members: string[], pendingInvites: string[] = []): EliteGroup {
  return toGroup('g1', {
    name: 'Milanesi',
    region: 'Brera',
    city: 'Milano',
    description: 'Cene a Brera',
    creatorId: 'ana',
    members,
    pendingInvites,
    totalUsers: members.length,
    totalPoints: 1253,
  });
}

function open(path: string, user: UserRecord, group: EliteGroup) {
  useAuthStore.setState({ status: 'signedIn', uid: user.uid, user });
  vi.mocked(useGroup).mockReturnValue({ ...answered(group), notFound: false });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/elite-groups/new" element={<CreateGroupPage />} />
        <Route path="/elite-groups/:id" element={<GroupPage />} />
        <Route path="/elite-groups/:id/settings" element={<GroupSettingsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

beforeEach(async () => {
  const users = new Map([
    ['ana', ana],
    ['bob', bob],
  ]);
  vi.mocked(useUsers).mockReturnValue({
    data: users,
    loading: false,
    error: null,
    retry: () => {},
    isKnown: () => true,
  });
  vi.mocked(useGroupMessages).mockReturnValue({
    ...answered([
      toGroupMessage('m1', { userId: 'bob', content: 'Ciao a tutti', image: 'https://x/p.jpg' }),
      toGroupMessage('m2', { userId: 'ana', content: 'Benvenuto' }, { pending: true }),
    ]),
    ...olderPages({ hasOlder: false }),
  });
  useToastStore.setState({ toasts: [] });
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  cleanup();
  useAuthStore.setState({ status: 'idle', uid: null, user: null });
  await act(() => i18n.changeLanguage('en'));
});

describe('the group screens in Italian', () => {
  it('the group page for its creator: hero, tabs, chat, members and events', async () => {
    vi.mocked(leaveGroup).mockRejectedValue(new Error(t('groups:errors.creatorCannotLeave')));
    open('/elite-groups/g1', ana, groupOf(['ana', 'bob']));
    expect(screen.getByRole('heading', { level: 1, name: 'Milanesi' })).toBeInTheDocument();
    expect(screen.getByText('Membri', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Punti totali')).toBeInTheDocument();
    expect(screen.getByTestId('group-total-points')).toHaveTextContent('1.253');
    expect(screen.getByRole('button', { name: 'Invita membri' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Impostazioni' })).toHaveAttribute(
      'href',
      '/elite-groups/g1/settings',
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Sezioni del gruppo' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Chat', 'Membri', 'Eventi']);

    const log = screen.getByRole('log', { name: 'Chat del gruppo' });
    expect(within(log).getByRole('img', { name: 'Immagine di bob' })).toBeInTheDocument();
    expect(log).toHaveTextContent('Invio in corso...');
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toHaveAttribute(
      'placeholder',
      'Scrivi un messaggio...',
    );
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
    expect(screen.getByLabelText("Allega un'immagine")).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);

    await userEvent.click(screen.getByRole('tab', { name: 'Membri' }));
    const members = screen.getByRole('list', { name: 'Membri' });
    expect(within(members).getAllByRole('listitem')[0]).toHaveTextContent(/anaCreatore1\.250oro/);
    expect(within(members).getByRole('button', { name: 'Rimuovi bob' })).toHaveTextContent('Rimuovi');
    await userEvent.click(screen.getByRole('button', { name: 'Lascia il gruppo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il creatore del gruppo non può lasciarlo');
    expectNoEnglish(NAMESPACES);

    await userEvent.click(screen.getByRole('tab', { name: 'Eventi' }));
    const events = within(screen.getByRole('list', { name: 'Eventi' })).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('1 / 2 partecipanti · 1 posto libero');
    expect(within(events[0]).getByRole('button', { name: 'Partecipo' })).toBeInTheDocument();
    expect(within(events[0]).getByRole('button', { name: 'Aggiungi al calendario' })).toBeInTheDocument();
    expect(within(events[0]).getByRole('button', { name: 'Annulla evento' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
    await userEvent.click(screen.getByRole('button', { name: 'Crea evento' }));
    const form = screen.getByRole('dialog', { name: 'Crea evento' });
    expect(within(form).getByLabelText('Data e ora')).toBeInTheDocument();
    expect(within(form).getByLabelText('Posti (facoltativo)')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(within(form).getAllByText('Questo campo è obbligatorio')).toHaveLength(4);
    expectNoEnglish(NAMESPACES);
  });

  it('the invite dialog: search, none found, selected, and the sent toast for one and for two', async () => {
    vi.mocked(searchUsersByPrefix).mockResolvedValue([]);
    open('/elite-groups/g1', ana, groupOf(['ana']));
    await userEvent.click(screen.getByRole('button', { name: 'Invita membri' }));
    const dialog = screen.getByRole('dialog', { name: 'Invita membri' });
    const search = within(dialog).getByRole('searchbox', { name: 'Cerca utenti' });
    expect(search).toHaveAttribute('placeholder', 'Nome utente');
    expect(within(dialog).getByRole('button', { name: 'Invia inviti' })).toBeDisabled();
    // Pasted (one input event): typed key by key, a busy machine could search 'z' first.
    await userEvent.click(search);
    await userEvent.paste('zz');
    expect(await within(dialog).findByText('Nessun utente trovato')).toBeInTheDocument();

    vi.mocked(searchUsersByPrefix).mockResolvedValue([bob, cleo]);
    await userEvent.clear(search);
    await userEvent.type(search, 'b');
    const results = await within(dialog).findByRole('list', { name: 'Risultati della ricerca' });
    await userEvent.click(within(results).getByRole('checkbox', { name: 'bob' }));
    await userEvent.click(within(results).getByRole('checkbox', { name: 'cleo' }));
    expect(dialog).toHaveTextContent('Selezionati: bob, cleo');
    expectNoEnglish(NAMESPACES);

    vi.mocked(inviteMembers).mockResolvedValueOnce(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia inviti' }));
    expect(toasts()).toEqual(['2 inviti inviati']);

    vi.mocked(inviteMembers).mockResolvedValueOnce(1);
    await userEvent.click(screen.getByRole('button', { name: 'Invita membri' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca utenti' }), 'b');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'bob' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invia inviti' }));
    expect(toasts()).toEqual(['2 inviti inviati', 'Invito inviato']);
  });

  it('an invited user: the invite, the members-only chat and events, and Join', async () => {
    open('/elite-groups/g1', bob, groupOf(['ana'], ['bob']));
    const invite = screen.getByRole('region', { name: 'Il tuo invito' });
    expect(invite).toHaveTextContent('Hai un invito a entrare in Milanesi.');
    expect(within(invite).getByRole('button', { name: "Accetta l'invito" })).toBeEnabled();
    expect(within(invite).getByRole('button', { name: 'Rifiuta' })).toBeEnabled();
    expect(screen.getByText('Devi essere un membro per partecipare alla chat.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unisciti' })).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Eventi' }));
    expect(screen.getByText('Devi essere un membro per vedere gli eventi.')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('a visitor is told that groups are invite-only', () => {
    open('/elite-groups/g1', bob, groupOf(['ana']));
    expect(screen.getByRole('button', { name: 'Unisciti' })).toHaveAccessibleDescription(
      'Ai Gruppi Elite si entra solo su invito: chiedine uno al creatore del gruppo.',
    );
    expectNoEnglish(NAMESPACES);
  });

  it('Create Elite Group: the form, the fee with Italian digits, and the gold check', async () => {
    open('/elite-groups/new', ana, groupOf(['ana']));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crea un Gruppo Elite' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Creare un gruppo costa 100 Punti Oro. Tu ne hai 1.250.')).toBeInTheDocument();
    for (const label of ['Foto del gruppo', 'Nome del gruppo', 'Città', 'Zona / quartiere', 'Descrizione'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crea gruppo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Carica una foto del gruppo');
    expectNoEnglish(NAMESPACES);

    act(() => useAuthStore.setState({ uid: 'bob', user: bob }));
    await userEvent.click(screen.getByRole('button', { name: 'Crea gruppo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ti servono almeno 100 Punti Oro per creare un Gruppo Elite',
    );
  });

  it('Group Settings: the form for the creator, the way back for anyone else', async () => {
    open('/elite-groups/g1/settings', ana, groupOf(['ana']));
    expect(screen.getByRole('heading', { level: 1, name: 'Impostazioni del gruppo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome del gruppo')).toHaveValue('Milanesi');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annulla' })).toHaveAttribute('href', '/elite-groups/g1');
    await userEvent.clear(screen.getByLabelText('Zona / quartiere'));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci una zona o un quartiere');
    expectNoEnglish(NAMESPACES);
  });

  it('Group Settings refuses anyone but the creator', () => {
    open('/elite-groups/g1/settings', bob, groupOf(['ana', 'bob']));
    expect(
      screen.getByText('Solo il creatore del gruppo può modificarne le impostazioni'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna a Milanesi' })).toHaveAttribute(
      'href',
      '/elite-groups/g1',
    );
  });

  it('makes messages in the language of the moment', async () => {
    const form = { name: 'A', city: 'B', region: 'C', description: 'D' };
    expect(createError(form, null, 500)).toBe('Carica una foto del gruppo');
    expect(t('groups:unknownUser')).toBe('Utente sconosciuto');
    await act(() => i18n.changeLanguage('en'));
    expect(createError(form, null, 500)).toBe('Please upload a group photo');
    expect(t('elite:errors.fetchGroups')).toBe('Failed to fetch elite groups');
  });
});
