import { screen } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import { rememberOwnRecord } from '@/stores/session/own-record-cache';
import { renderRoutes, setAuth, testUser } from '../../tests/support/render';
import { RedirectIfSignedIn, RequireAuth, RequireOwner } from './guards';

const routes = [
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <p>login page</p>
      </RedirectIfSignedIn>
    ),
  },
  { path: '/', element: <p>home</p> },
  { element: <RequireAuth />, children: [{ path: '/feed', element: <p>feed</p> }] },
  { element: <RequireAuth optimistic />, children: [{ path: '/messages', element: <p>messages</p> }] },
  {
    path: '/restaurant/profile',
    element: (
      <RequireOwner>
        <p>restaurant</p>
      </RequireOwner>
    ),
  },
];

describe('route guards', () => {
  // A record remembered by an earlier test would stand in for the live one.
  beforeEach(() => localStorage.clear());

  it('shows a spinner while the sign-in state resolves', () => {
    setAuth('loading');
    renderRoutes(routes, '/feed');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('asks for the Auth SDK when nobody signed in on this device before, with a spinner meanwhile', () => {
    setAuth('idle');
    renderRoutes(routes, '/feed');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(useAuthStore.getState().authWanted).toBe(true);
    expect(useAuthStore.getState().status).toBe('loading');
  });

  describe('an optimistic screen', () => {
    afterEach(() => localStorage.clear());

    it('renders at once while the session of someone who signed in here before resolves', () => {
      localStorage.setItem('goldfork:signed-in', '1');
      setAuth('loading');
      renderRoutes(routes, '/messages');
      expect(screen.getByText('messages')).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('shows the spinner when nobody signed in on this device before', () => {
      setAuth('loading');
      renderRoutes(routes, '/messages');
      expect(screen.queryByText('messages')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
    });

    it('still sends a visitor whose session turned out signed out to /login', () => {
      localStorage.setItem('goldfork:signed-in', '1');
      setAuth('signedOut');
      renderRoutes(routes, '/messages');
      expect(screen.getByText('login page')).toBeInTheDocument();
    });
  });

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    setAuth('signedOut');
    const { router } = renderRoutes(routes, '/feed?x=1');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/feed', search: '?x=1', hash: '' } });
  });

  it('lets a signed-in user through', () => {
    setAuth(testUser());
    renderRoutes(routes, '/feed');
    expect(screen.getByText('feed')).toBeInTheDocument();
  });

  it('sends a signed-in user on /login to / (or back to where they came from)', () => {
    setAuth(testUser());
    const { router } = renderRoutes(routes, '/login');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps /login while a sign-up is still writing the user document', () => {
    setAuth(testUser());
    useAuthStore.setState({ busy: true });
    renderRoutes(routes, '/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a non-owner away from the restaurant profile and lets an owner in', () => {
    setAuth(testUser({ isRestaurantOwner: false }));
    const first = renderRoutes(routes, '/restaurant/profile');
    expect(first.router.state.location.pathname).toBe('/');
    first.unmount();
    setAuth(testUser({ isRestaurantOwner: true }));
    renderRoutes(routes, '/restaurant/profile');
    expect(screen.getByText('restaurant')).toBeInTheDocument();
  });

  describe('the owner’s dashboard while the SDKs answer', () => {
    afterEach(() => localStorage.clear());

    it('paints from the owner record this device remembers, and not for a remembered diner', () => {
      rememberOwnRecord(testUser({ isRestaurantOwner: true }));
      setAuth('loading');
      const owner = renderRoutes(routes, '/restaurant/profile');
      expect(screen.getByText('restaurant')).toBeInTheDocument();
      owner.unmount();
      rememberOwnRecord(testUser({ isRestaurantOwner: false }));
      const diner = renderRoutes(routes, '/restaurant/profile');
      expect(diner.router.state.location.pathname).toBe('/');
    });

    it('shows the spinner with nothing remembered, and sends a user whose record is missing home', () => {
      setAuth('loading');
      const first = renderRoutes(routes, '/restaurant/profile');
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      first.unmount();
      useAuthStore.setState({ status: 'signedIn', uid: 'u1', user: null, userMissing: true });
      const missing = renderRoutes(routes, '/restaurant/profile');
      expect(missing.router.state.location.pathname).toBe('/');
    });
  });
});
