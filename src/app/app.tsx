import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session';
import { useAccountLanguage } from '@/features/settings/hooks/use-account-language';
import { syncThemeClass } from '@/stores/theme-store';
import { routes } from './router';

// BrowserRouter + useRoutes rather than a data router: the app uses no loaders or actions, and this
// leaves about 55 KB of router code out of the first chunk (docs/decisions/0004-first-paint.md).

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  useAuthSession();
  // At sign-in, the language stored on the account (decision 0034).
  useAccountLanguage();
  useEffect(() => syncThemeClass(), []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
