import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/stores/auth-store';
import { RouteErrorBoundary } from '../route-error-boundary';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { useHeadingTitle } from './heading-title';
import { OfflineBanner } from './offline-banner';

export const SHELL_CLASS = 'min-h-dvh bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100';
/** The content's column: signed-in users get room above the bottom bar. */
export const mainClass = (signedIn: boolean) => `mx-auto max-w-2xl ${signedIn ? 'pb-24' : 'pb-8'}`;

/** The shell of spec section 2: sticky header, content, bottom bar (signed-in users only). */
export function AppLayout() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const main = useRef<HTMLElement>(null);
  useHeadingTitle(main);
  return (
    <div className={SHELL_CLASS}>
      <Header />
      <OfflineBanner sticky />
      <main ref={main} className={mainClass(signedIn)}>
        {/* A crashed screen or a screen whose code failed to load shows an error card inside the shell. */}
        <RouteErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {signedIn && <BottomBar />}
    </div>
  );
}

/** Public pages outside the shell: /login, /terms, /data-privacy. */
export function BareLayout() {
  const page = useRef<HTMLDivElement>(null);
  useHeadingTitle(page);
  return (
    <div ref={page} className={SHELL_CLASS}>
      <OfflineBanner />
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
