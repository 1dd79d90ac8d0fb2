import { lazy, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { isChunkLoadError, RouteErrorBoundary } from './route-error-boundary';

/** A screen that crashes while `broken.now` is true. */
const broken = { now: true };
function FlakyScreen() {
  if (broken.now) throw new Error('Cannot read properties of undefined');
  return <p>flaky screen works</p>;
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/feed-page-1a2b3c.js');

/** The boundary around a router with a home page, another page and the screen under test at `/flaky`. */
function renderApp(
  path: string,
  screenElement: React.ReactNode,
  { reloadPage, home = <p>home page</p> }: { reloadPage?: () => void; home?: React.ReactNode } = {},
) {
  const caught: unknown[] = [];
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/other">other page</Link>
      </nav>
      <RouteErrorBoundary reloadPage={reloadPage}>
        <Suspense fallback={<p>loading screen</p>}>
          <Routes>
            <Route path="/" element={home} />
            <Route path="/other" element={<p>other page content</p>} />
            <Route path="/flaky" element={screenElement} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
    // React reports what a boundary caught; collect it instead of the console.
    { onCaughtError: (error) => caught.push(error) },
  );
  return { caught };
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    broken.now = true;
  });

  it('shows an error card, not a blank screen, when a route throws while rendering', () => {
    const { caught } = renderApp('/flaky', <FlakyScreen />);

    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(caught).toHaveLength(1);
  });

  it('Try again renders the route again, which recovers once the cause is gone', async () => {
    renderApp('/flaky', <FlakyScreen />);
    broken.now = false;

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('flaky screen works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Try again shows the card again while the route still throws', async () => {
    renderApp('/flaky', <FlakyScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it.each([
    ['Back to home', 'home page'],
    ['other page', 'other page content'],
  ])('following the %s link leaves the broken route and clears the error', async (link, content) => {
    renderApp('/flaky', <FlakyScreen />);
    await userEvent.click(screen.getByRole('link', { name: link }));
    expect(screen.getByText(content)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Back to home on home itself clears the error', async () => {
    renderApp('/', null, { home: <FlakyScreen /> });
    broken.now = false;
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByText('flaky screen works')).toBeInTheDocument();
  });

  it("a screen whose code fails to load shows the card, and Try again reloads the page for the app's latest files", async () => {
    const reloadPage = vi.fn();
    const Lazy = lazy<ComponentType>(() => Promise.reject(chunkError()));
    renderApp('/flaky', <Lazy />, { reloadPage });

    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Something went wrong');
    expect(card).toHaveTextContent('This page could not be loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it("recognises each browser's failed dynamic import", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('does not take an ordinary error for one', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
