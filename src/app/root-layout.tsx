import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { DeletionResumeGate } from './deletion-resume-gate';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      {/* The last line of defence: a crash in the shell itself (header, bottom bar) also shows the card. */}
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      <Toaster />
      <DeletionResumeGate />
    </>
  );
}
