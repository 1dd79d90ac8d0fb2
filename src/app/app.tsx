import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session';
import { syncThemeClass } from '@/stores/theme-store';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  useAuthSession();
  useEffect(() => syncThemeClass(), []);
  return <RouterProvider router={router} />;
}
