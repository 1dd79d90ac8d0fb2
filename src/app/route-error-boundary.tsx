import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/domain/paths';

/**
 * A screen's code that failed to download: offline, or a deploy replaced the file names. React.lazy
 * keeps the failed import, so only a page reload (fresh index.html, fresh chunk names) recovers.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A change (the path) clears a shown error, so navigating away always recovers. */
  resetKey: string;
  /** Replaces `window.location.reload` (tests). */
  reloadPage?: () => void;
}

interface BoundaryState {
  error: unknown;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  // React itself reports the caught error (the console in development), so there is no componentDidCatch.
  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidUpdate(prev: BoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.reset();
  }

  private reset = () => this.setState({ error: null });

  /** On home the link changes no path, so it clears the error itself; elsewhere the new path does. */
  private home = () => {
    if (this.props.resetKey === PATHS.home) this.reset();
  };

  private retry = () => {
    if (isChunkLoadError(this.state.error)) (this.props.reloadPage ?? (() => window.location.reload()))();
    else this.reset();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <RouteErrorCard chunk={isChunkLoadError(this.state.error)} onRetry={this.retry} onHome={this.home} />
    );
  }
}

/** The card a crashed screen shows instead of a blank page: what happened, Try again, a way home. */
export function RouteErrorCard({
  chunk,
  onRetry,
  onHome,
}: {
  chunk: boolean;
  onRetry: () => void;
  onHome?: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <div
      role="alert"
      className="m-4 flex flex-col items-center gap-3 rounded-2xl border border-red-300 bg-red-50 p-6 text-center text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <span aria-hidden="true" className="text-3xl">
        ⚠️
      </span>
      <h1 className="text-lg font-bold">{t('routeError.title')}</h1>
      <p className="text-sm">{t(chunk ? 'routeError.chunk' : 'routeError.render')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('common:tryAgain')}</Button>
        <Link
          to={PATHS.home}
          onClick={onHome}
          className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-amber-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-amber-400"
        >
          {t('routeError.home')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Catches what a route throws while rendering or loading its code, so no error leaves a blank
 * screen. Wraps each layout's outlet; a new path clears the error.
 */
export function RouteErrorBoundary({
  children,
  reloadPage,
}: {
  children: ReactNode;
  reloadPage?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} reloadPage={reloadPage}>
      {children}
    </ErrorBoundary>
  );
}
