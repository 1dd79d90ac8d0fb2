import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Toaster />
    </>
  );
}
