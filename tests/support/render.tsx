import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useAuthStore } from '@/stores/auth-store';
import { toUserRecord, type UserRecord } from '@/domain/user-record';

export function testUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    ...toUserRecord('test-uid', { username: 'tester', goldPoints: 120, silverPoints: 80 }),
    ...overrides,
  };
}

/** Puts the auth store in a known state: signed out, loading, or signed in as `user`. */
export function setAuth(state: 'idle' | 'loading' | 'signedOut' | UserRecord) {
  if (typeof state === 'string') {
    useAuthStore.setState({
      status: state,
      authWanted: state !== 'idle',
      uid: null,
      email: null,
      user: null,
      busy: false,
      error: null,
    });
  } else {
    useAuthStore.setState({
      status: 'signedIn',
      uid: state.uid,
      email: 'tester@example.test',
      user: state,
      busy: false,
      error: null,
    });
  }
}

/** Renders routes in a memory router at `path`; returns the router to inspect the location. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Renders one element at `path` (its route pattern given by `pattern`). */
export function renderAt(element: ReactElement, path = '/', pattern = path) {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}
