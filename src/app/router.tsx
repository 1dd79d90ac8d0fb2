import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { SkeletonRows } from '@/components/ui/skeleton';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { PATHS } from '@/domain/paths';
import type { BundleName } from '@/i18n/bundles';
import { loadI18nBundle } from '@/i18n/i18n';
import { awaitFirstScreenDrawn, markFirstScreenDrawn } from '@/platform/first-screen';
import { hasSessionHint } from '@/stores/session/session-hint';
import { AppLayout, BareLayout } from './shell/app-layout';
import { RedirectIfSignedIn, RequireAuth, RequireOwner } from './guards';
import { waitForFirstScreen } from './first-screen-ready';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

type Screen = { default: React.ComponentType };

/** The diner's own screens' texts, with the social pieces they show. */
const DAILY: readonly BundleName[] = ['social', 'daily'];
/** Every signed-in text: what a screen loads unless it names its bundles (decision 0053). */
const SIGNED_IN: readonly BundleName[] = [
  'social',
  'daily',
  'places',
  'offers',
  'perks',
  'owner',
  'ownerTools',
  'app',
];

/**
 * Route-level code splitting: each screen is its own chunk, loaded with its texts (the active language's
 * catalogue bundles, src/i18n/bundles.ts: all the signed-in bundles for a signed-in screen, `social` and
 * `daily` alone for /feed, /messages and /profile: docs/decisions/0045-signed-in-screens-weight.md; the
 * restaurant pages, /perks and the owner's dashboard name theirs: docs/decisions/0053 and 0059).
 * A chunk already loaded (prefetched below) is handed to React.lazy synchronously, so the first render
 * does not suspend and show the spinner for a moment in place of the HTML's frame.
 */
function named<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  key: keyof T,
  texts: BundleName | readonly BundleName[] = SIGNED_IN,
) {
  let loaded: T | undefined;
  // A screen says when it first commits: the SDKs may wait for its paint (decision 0062).
  const screen = (): Screen => {
    const Component = loaded![key] as React.ComponentType;
    return {
      default: function Drawn() {
        useLayoutEffect(markFirstScreenDrawn, []);
        return <Component />;
      },
    };
  };
  const bundles = typeof texts === 'string' ? [texts] : texts;
  const prefetch = () => Promise.all([load(), loadI18nBundle(...bundles)]).then(([m]) => void (loaded = m));
  const Lazy = lazy(() =>
    loaded
      ? // A thenable that answers at once: React.lazy reads it as resolved on the spot.
        ({ then: (resolve: (s: Screen) => void) => resolve(screen()) } as unknown as Promise<Screen>)
      : prefetch().then(screen),
  );
  return Object.assign(Lazy, { prefetch });
}

const LoginPage = named(() => import('@/features/auth/components/login-page'), 'LoginPage', 'core');
const TermsPage = named(() => import('@/features/static-pages/components/terms-page'), 'TermsPage', 'pages');
const DataPrivacyPage = named(
  () => import('@/features/static-pages/components/data-privacy-page'),
  'DataPrivacyPage',
  'pages',
);
const PrivacyScreen = named(() => import('./privacy-screen'), 'PrivacyScreen');
const SecurityPage = named(() => import('@/features/account/components/security-page'), 'SecurityPage');
const NotificationSettingsPage = named(
  () => import('@/features/account/components/notification-settings-page'),
  'NotificationSettingsPage',
);
const LanguageSettingsPage = named(
  () => import('@/features/settings/components/language-settings-page'),
  'LanguageSettingsPage',
);
const AppSettingsPage = named(
  () => import('@/features/settings/components/app-settings-page'),
  'AppSettingsPage',
);
const HelpPage = named(() => import('@/features/static-pages/components/help-page'), 'HelpPage', 'pages');
const AboutPage = named(() => import('@/features/static-pages/components/about-page'), 'AboutPage', 'pages');
const SettingsPage = named(() => import('@/features/settings/components/settings-page'), 'SettingsPage');
const ScanPage = named(() => import('@/features/scan/components/scan-page'), 'ScanPage');
const ProfilePage = named(() => import('@/features/profile/components/profile-page'), 'ProfilePage', DAILY);
const SendPointsPage = named(() => import('@/features/points/components/send-points-page'), 'SendPointsPage');
const FeedPage = named(() => import('@/features/feed/components/feed-page'), 'FeedPage', DAILY);
const PostPage = named(() => import('@/features/feed/components/post-page'), 'PostPage');
const NotificationsPage = named(
  () => import('@/features/notifications/components/notifications-page'),
  'NotificationsPage',
);
const MessagesPage = named(
  () => import('@/features/messages/components/messages-page'),
  'MessagesPage',
  DAILY,
);
const ConversationPage = named(
  () => import('@/features/messages/components/conversation-page'),
  'ConversationPage',
);
const SendMessagePage = named(
  () => import('@/features/messages/components/send-message-page'),
  'SendMessagePage',
);
const CreateGroupPage = named(
  () => import('@/features/groups/components/create-group-page'),
  'CreateGroupPage',
);
const GroupPage = named(() => import('@/features/groups/components/group-page'), 'GroupPage');
const GroupSettingsPage = named(
  () => import('@/features/groups/components/group-settings-page'),
  'GroupSettingsPage',
);
// The dashboard's Overview tab loads `places` with its place editor; it shows no social texts (decision 0061).
const RestaurantProfilePage = named(() => import('./restaurant-profile-screen'), 'RestaurantProfileScreen', [
  'owner',
  'offers',
]);
const TillPage = named(() => import('@/features/owner-dashboard/components/till-page'), 'TillPage');
const PerksPage = named(() => import('@/features/offers/components/perks-page'), 'PerksPage', [
  'social',
  'offers',
  'perks',
]);
const PerkPage = named(() => import('@/features/offers/components/perk-page'), 'PerkPage', [
  'social',
  'offers',
  'perks',
]);
// Its only `social` texts are below the fold, and load with that part (decision 0063).
const RestaurantPage = named(
  () => import('@/features/restaurant-pages/components/restaurant-page'),
  'RestaurantPage',
  'places',
);
const SearchPage = named(() => import('@/features/restaurant-pages/components/search-page'), 'SearchPage', [
  'social',
  'places',
]);
const WantToTryPage = named(
  () => import('@/features/restaurant-pages/components/want-to-try-page'),
  'WantToTryPage',
  ['social', 'places'],
);
// The home page's board: its own chunk, which the HTML requests with the app's on / alone
// (vite-plugins/first-paint.ts), so that no signed-in screen loads it (decision 0057).
const LeaderboardPage = named(
  () => import('@/features/leaderboard/components/leaderboard-page'),
  'LeaderboardPage',
  'core',
);
const EliteSections = named(
  () => import('@/features/groups/components/elite-sections'),
  'EliteSections',
  'core',
);

/**
 * Home: the leaderboard first (first paint), then the groups feature's Elite sections, below the fold,
 * loaded when they come near the viewport (the first visit's JS budget, tests/e2e/budget.spec.ts). The
 * leaderboard's chunk is requested with the entry on / (the usual way in), so its rows wait for no second
 * round of script requests (docs/decisions/0013-first-paint-from-html.md, 0057).
 */
function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <LeaderboardPage />
      {/* Its own boundary: a failure in the Elite sections leaves the leaderboard standing. */}
      <WhenNearViewport
        minHeight={640}
        placeholder={<SkeletonRows still count={4} label={t('home.eliteLoading')} />}
      >
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <EliteSections />
          </Suspense>
        </RouteErrorBoundary>
      </WhenNearViewport>
    </>
  );
}
// A signed-in screen opened directly would ask for its chunk only once the Auth SDK has answered: fetch
// the ones that paint a frame from the HTML now, in parallel with it (docs/decisions/0014; /perks: 0059;
// /search, the owner's dashboard and the restaurant page, whose first reads the HTML sends: 0062).
const prefetched = (
  [
    [PATHS.feed, FeedPage],
    [PATHS.messages, MessagesPage],
    [PATHS.profile, ProfilePage],
    [PATHS.perks, PerksPage],
    [PATHS.search, SearchPage],
    [PATHS.restaurantProfile, RestaurantProfilePage],
    [PATHS.restaurantPage, RestaurantPage],
  ] as const
)
  .filter(([path]) => matchPath(path, window.location.pathname))
  .map(([, screen]) => screen.prefetch());
// The dashboard opened on its Marketing tab: the offers' chunk too, not after the dashboard's (0062).
if (
  matchPath(PATHS.restaurantProfile, window.location.pathname) &&
  /[?&]tab=marketing\b/.test(location.search)
)
  void import('@/features/offers/components/owner-offers').catch(() => {});

// The screens that draw before the SDKs (their data layer loads on demand), opened directly by someone
// who signed in here before: the SDKs start after their paint (decision 0062).
if (
  hasSessionHint() &&
  [PATHS.restaurantPage, PATHS.restaurantProfile].some((path) => matchPath(path, window.location.pathname))
)
  awaitFirstScreenDrawn();

// Home opened directly: its board's chunk, requested with the entry (vite-plugins/first-paint.ts).
const homeBoard = matchPath(PATHS.home, window.location.pathname) ? [LeaderboardPage.prefetch()] : [];

/**
 * Resolves when the chunk of the screen opened directly (home's board, or one of those above) is in,
 * failed or not, or after FIRST_SCREEN_WAIT_MS. main.tsx waits for it while the HTML's frame is up: React's first
 * render then draws the screen itself in the frame's place (docs/decisions/0017-own-profile-first-paint.md);
 * a stalled chunk only delays that screen, behind its Suspense spinner.
 */
export const firstScreenReady = (): Promise<void> =>
  homeBoard.length
    ? waitForFirstScreen(homeBoard, () => Promise.resolve())
    : waitForFirstScreen(prefetched, () =>
        import('@/firebase/firebase').then((m) => m.startFirebaseInSteps()),
      );

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <BareLayout />,
        children: [
          {
            path: PATHS.login,
            element: (
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            ),
          },
          { path: PATHS.terms, element: <TermsPage /> },
          { path: PATHS.dataPrivacy, element: <DataPrivacyPage /> },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          // Public: the leaderboard (our reading of spec section 2).
          { path: PATHS.home, element: <HomePage /> },
          {
            // Screens often opened directly: they paint while the Auth SDK answers (docs/decisions/0014;
            // /perks, which paints its frame from the HTML: 0059; the rest: 0062).
            element: <RequireAuth optimistic />,
            children: [
              { path: PATHS.feed, element: <FeedPage /> },
              { path: PATHS.messages, element: <MessagesPage /> },
              { path: PATHS.profile, element: <ProfilePage /> },
              { path: PATHS.perks, element: <PerksPage /> },
              { path: PATHS.search, element: <SearchPage /> },
              { path: PATHS.restaurantPage, element: <RestaurantPage /> },
              {
                // The owner's dashboard paints from the remembered own record (decision 0062).
                path: PATHS.restaurantProfile,
                element: (
                  <RequireOwner>
                    <RestaurantProfilePage />
                  </RequireOwner>
                ),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: PATHS.conversation, element: <ConversationPage /> },
              { path: PATHS.sendMessage, element: <SendMessagePage /> },
              { path: PATHS.scan, element: <ScanPage /> },
              { path: PATHS.sendPoints, element: <SendPointsPage /> },
              { path: PATHS.notifications, element: <NotificationsPage /> },
              { path: PATHS.settings, element: <SettingsPage /> },
              { path: PATHS.privacy, element: <PrivacyScreen /> },
              { path: PATHS.securitySettings, element: <SecurityPage /> },
              { path: PATHS.notificationSettings, element: <NotificationSettingsPage /> },
              { path: PATHS.languageSettings, element: <LanguageSettingsPage /> },
              { path: PATHS.appSettings, element: <AppSettingsPage /> },
              { path: PATHS.help, element: <HelpPage /> },
              { path: PATHS.about, element: <AboutPage /> },
              {
                path: PATHS.till,
                element: (
                  <RequireOwner>
                    <TillPage />
                  </RequireOwner>
                ),
              },
              { path: PATHS.newGroup, element: <CreateGroupPage /> },
              { path: PATHS.group, element: <GroupPage /> },
              { path: PATHS.groupSettings, element: <GroupSettingsPage /> },
              { path: PATHS.post, element: <PostPage /> },
              { path: PATHS.wantToTry, element: <WantToTryPage /> },
              { path: PATHS.perk, element: <PerkPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];
