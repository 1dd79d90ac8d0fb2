// The shell in Italian (decision 0033): header, dropdown menu, bottom bar, offline banner, the route error
// card and the spinners, with real plurals, and no English text of the shell's catalogue left on screen.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FullPageSpinner } from '@/components/ui/spinner';
import { i18n } from '@/i18n/i18n';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { useThemeStore } from '@/stores/theme-store';
import { useToastStore } from '@/stores/toast-store';
import { expectNoEnglish } from '../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../tests/support/render';
import { RouteErrorCard } from '../route-error-boundary';
import { BottomBar } from './bottom-bar';
import { HeaderBar } from './header';
import { OfflineBanner } from './offline-banner';
import { UserMenu } from './user-menu';

const NAMESPACES = ['shell', 'common'] as const;

const unread = vi.hoisted(() => ({ messages: 0 }));
vi.mock('@/features/messages/hooks/use-unread-messages', () => ({
  useUnreadMessagesCount: () => unread.messages,
}));
vi.mock('@/features/auth/api/sign-out', () => ({
  signOut: () => Promise.reject(new Error('network')),
}));

// The open menu is its own chunk (decision 0061): loaded once here, so each test's menu opens at once.
beforeAll(async () => {
  const view = renderAt(<UserMenu />);
  await userEvent.setup().click(screen.getByRole('button', { name: /^Menu/ }));
  await screen.findByRole('menu');
  view.unmount();
});

beforeEach(async () => {
  useThemeStore.setState({ theme: 'dark' });
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  act(() => useConnectivityStore.setState({ browserOnline: true, serverReachable: null }));
  unread.messages = 0;
  await act(() => i18n.changeLanguage('en'));
});

describe('the shell in Italian', () => {
  it('header: the home link and Sign in', () => {
    setAuth('signedOut');
    renderAt(<HeaderBar status="signedOut" unreadNotifications={0} />);
    expect(screen.getByRole('link', { name: 'Home di Goldfork' })).toHaveTextContent('Goldfork');
    expect(screen.getByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('the dropdown menu: its items, the theme, the unread count in one and in many', async () => {
    const user = userEvent.setup();
    const view = renderAt(<UserMenu unreadCount={1} />);
    expect(screen.getByRole('button', { name: 'Menu, 1 notifica non letta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Menu/ }));
    expect(screen.getByRole('menu', { name: 'Menu principale' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Notifiche, 1',
      'Vantaggi',
      'Impostazioni account',
      'Privacy',
      'Centro assistenza',
      'Informazioni',
      'Tema chiaro☀️',
      'Esci',
    ]);
    expect(screen.getByRole('menuitem', { name: /^Notifiche/ })).toHaveAccessibleName(
      /^Notifiche,\s*1 non letta$/,
    );
    expectNoEnglish(NAMESPACES);
    await user.click(screen.getByRole('menuitem', { name: /Tema chiaro/ }));
    expect(screen.getByRole('menuitem', { name: /Tema scuro/ })).toBeInTheDocument();
    view.unmount();

    renderAt(<UserMenu unreadCount={2} />);
    expect(screen.getByRole('button', { name: 'Menu, 2 notifiche non lette' })).toBeInTheDocument();
  });

  it('the dropdown menu: a failed Log Out says so in Italian', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Esci' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        'Non è stato possibile uscire. Riprova.',
      ),
    );
  });

  it('the bottom bar: its tabs and the unread messages badge in one and in many', async () => {
    setAuth(testUser());
    unread.messages = 1;
    const view = renderAt(<BottomBar />);
    const nav = screen.getByRole('navigation', { name: 'Principale' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Classifica',
      '1Messaggi',
      'Scansiona',
      'Invia punti',
      'Profilo',
    ]);
    expect(screen.getByRole('img', { name: '1 messaggio non letto' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
    view.unmount();

    unread.messages = 2;
    renderAt(<BottomBar />);
    expect(screen.getByRole('img', { name: '2 messaggi non letti' })).toBeInTheDocument();
  });

  it('the offline banner', () => {
    useConnectivityStore.setState({ browserOnline: false });
    renderAt(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sei offline. Stai vedendo i dati salvati. I post e i messaggi che invii ora partiranno quando torna la connessione.',
    );
    expectNoEnglish(NAMESPACES);
  });

  it('the route error card, for a crash and for a screen whose code did not load', () => {
    const view = renderAt(<RouteErrorCard chunk={false} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Qualcosa è andato storto' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Questa pagina ha smesso di funzionare.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expectNoEnglish(NAMESPACES);
    view.unmount();
    renderAt(<RouteErrorCard chunk onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Non è stato possibile caricare questa pagina.');
  });

  it('the guards’ spinner', () => {
    renderAt(<FullPageSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento');
    expectNoEnglish(NAMESPACES);
  });
});
