import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout, BareLayout } from './shell/app-layout';
import { RedirectIfSignedIn, RequireAuth, RequireOwner } from './guards';
import { RootLayout } from './root-layout';
import { ComingSoonPage } from './routes/coming-soon-page';

// Route-level code splitting: each screen is its own chunk.
const named = <T extends Record<string, unknown>>(load: () => Promise<T>, key: keyof T) =>
  lazy(async () => ({ default: (await load())[key] as React.ComponentType }));

const LoginPage = named(() => import('@/features/auth/components/login-page'), 'LoginPage');
const TermsPage = named(() => import('@/features/static-pages/components/terms-page'), 'TermsPage');
const DataPrivacyPage = named(
  () => import('@/features/static-pages/components/data-privacy-page'),
  'DataPrivacyPage',
);
const PrivacyPage = named(() => import('@/features/static-pages/components/privacy-page'), 'PrivacyPage');
const HelpPage = named(() => import('@/features/static-pages/components/help-page'), 'HelpPage');
const AboutPage = named(() => import('@/features/static-pages/components/about-page'), 'AboutPage');
const SettingsPage = named(() => import('./routes/settings-page'), 'SettingsPage');
const ScanPage = named(() => import('@/features/scan/components/scan-page'), 'ScanPage');
const ProfilePage = named(() => import('@/features/profile/components/profile-page'), 'ProfilePage');
const SendPointsPage = named(() => import('@/features/points/components/send-points-page'), 'SendPointsPage');
const loadLeaderboard = () => import('@/features/leaderboard/components/leaderboard-page');
const LeaderboardPage = named(loadLeaderboard, 'LeaderboardPage');
// The public home is the usual way in: fetch its chunk now, not after React's first render asks for it.
if (window.location.pathname === '/') void loadLeaderboard();

const soon = (title: string) => <ComingSoonPage title={title} />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <BareLayout />,
        children: [
          {
            path: '/login',
            element: (
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            ),
          },
          { path: '/terms', element: <TermsPage /> },
          { path: '/data-privacy', element: <DataPrivacyPage /> },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          // Public: the leaderboard (our reading of spec section 2).
          { path: '/', element: <LeaderboardPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/feed', element: soon('Feed') },
              { path: '/messages', element: soon('Messages') },
              { path: '/messages/:username', element: soon('Conversation') },
              { path: '/send-message/:username', element: soon('New message') },
              { path: '/scan', element: <ScanPage /> },
              { path: '/send-points/:username', element: <SendPointsPage /> },
              { path: '/profile/:username', element: <ProfilePage /> },
              { path: '/notifications', element: soon('Notifications') },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/privacy', element: <PrivacyPage /> },
              { path: '/help', element: <HelpPage /> },
              { path: '/about', element: <AboutPage /> },
              {
                path: '/restaurant/profile',
                element: <RequireOwner>{soon('Restaurant Profile')}</RequireOwner>,
              },
              { path: '/elite-groups/new', element: soon('Create Elite Group') },
              { path: '/elite-groups/:id', element: soon('Elite Group') },
              { path: '/elite-groups/:id/settings', element: soon('Group Settings') },
              { path: '/post/:targetId', element: soon('Post') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
