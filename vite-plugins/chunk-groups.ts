// Chunk groups for the production build (docs/decisions/0057-signed-in-screens-weight-4.md). Left to
// itself, Rolldown gives every module shared by two lazy chunks a chunk of its own: a signed-in screen
// loaded ~50 files, 30 of them under 1 KB, and each file is gzipped alone (a small file compresses
// badly). These groups put the small modules that always load together into one file each. A group
// takes only the modules listed (includeDependenciesRecursively: false): what they import stays where it
// was, so no page loads a module it did not load before.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Modules that every signed-in screen loads at its start, and no signed-out page: the auth state and
 * the own record's listener (src/features/auth/hooks/use-auth-session.ts), the unread counts of the
 * bottom bar, the blocked users, and the listeners' and writes' helpers they share (with the paged
 * listeners and the user lookups: decision 0062). Most import the full SDK, so a page that imports one
 * loads the SDK: a signed-out page must import none of them.
 */
const SIGNED_IN = [
  'features/auth/api/subscribe-auth-state.ts',
  'features/auth/api/sync-account-email.ts',
  'features/messages/api/subscribe-unread-total.ts',
  'features/messages/api/unread-counter.ts',
  'features/notifications/api/unread-count.ts',
  'firebase/collections.ts',
  'firebase/guarded-transaction.ts',
  'firebase/in-query-chunks.ts',
  'firebase/live-listeners.ts',
  'firebase/server-reach.ts',
  'firebase/subscribe-pages.ts',
  'firebase/subscribe-query.ts',
  'firebase/subscribe-user.ts',
  'firebase/with-timeout.ts',
  'firebase/write-steps.ts',
  'platform/in-flight-writes.ts',
  'social/api/blocks.ts',
  'social/api/unread-notifications.ts',
  'users/user-lookups.ts',
];

/**
 * The small modules that src/app/start.ts imports (with zustand's middleware), and those that home's
 * board (its own chunk) shares with most screens: both load with the app's chunk on every page.
 */
const SHELL = [
  'components/ui/avatar.tsx',
  'components/ui/button.tsx',
  'components/ui/empty-state.tsx',
  'components/ui/error-state.tsx',
  'components/ui/spinner.tsx',
  'domain/pixel-avatar.ts',
  'domain/user-record.ts',
  'firebase/collection-names.ts',
  'firebase/firestore-rest.ts',
  'firebase/ports.ts',
  'hooks/keyed-run.ts',
  'hooks/use-async.ts',
  'platform/first-paint-handoff.ts',
  'stores/app-settings-storage.ts',
  'stores/app-settings-store.ts',
  'stores/auth-store.ts',
  'stores/session/id-token-hint.ts',
  'stores/session/own-record-cache.ts',
  'stores/session/session-hint.ts',
];

/**
 * The small modules the list screens share: a live list in pages with "Load older", the user cache, a
 * profile name. The Marketing tab, the restaurant page, /feed, the notifications and the chats load all
 * or most of them: one file, not nine (-1.5 KB on the Marketing tab; a screen that uses a few loads the
 * rest, +1.5 KB at most, /profile; decision 0061). None imports the SDK, so a screen drawn with them
 * paints before the SDK arrives (decision 0062).
 */
const LISTS = [
  'components/ui/load-older.tsx',
  'components/ui/profile-name.tsx',
  'firebase/page-window.ts',
  'hooks/listen-later.ts',
  'hooks/use-live-pages.ts',
  'hooks/use-live.ts',
  'hooks/use-users.ts',
  'users/user-cache.ts',
];

/**
 * What the Marketing tab and /perks share of the offers (the offer's shape, the clock, the perks' order,
 * the titled card), and the live reads both open after their first paint (the offers' and the
 * dashboard's): two files, not six, since those screens load their data layer on demand (decision 0062).
 */
const OFFERS_SHARED = [
  'components/ui/titled-card.tsx',
  'domain/offer.ts',
  'features/offers/hooks/use-now.ts',
  'features/offers/model/perks.ts',
];
const OWNER_READS = [
  'features/offers/api/offer-subscriptions.ts',
  'features/owner-dashboard/api/subscribe-restaurant-bills.ts',
  'features/owner-dashboard/api/subscribe-restaurant-rating.ts',
  'features/owner-dashboard/api/subscribe-restaurant-stats.ts',
];

/** How a screen shows an error: the catalogue key of a Firestore error, a blocked user's message. */
const ERRORS = ['components/ui/error-message.tsx', 'firebase/error-code.ts', 'social/block-message.ts'];

/**
 * What the entry and every chunk import: React, its JSX runtime, zustand's core, the lite i18next and
 * react-router (in the app's chunk, the shell group's empty-state, a Link, made the two chunks import
 * each other).
 */
const BASE =
  /node_modules[\\/](react[\\/](index|jsx-runtime|cjs[\\/]react(-jsx-runtime)?\.production)\.js|zustand[\\/]esm[\\/](vanilla|react)\.mjs|react-router(-dom)?[\\/].*)$|[\\/]src[\\/]i18n[\\/]lite[\\/]i18next\.ts$/;
const ZUSTAND_MIDDLEWARE = /node_modules[\\/]zustand[\\/]esm[\\/]middleware\.mjs$/;

/**
 * The Firebase core every SDK shares (app, util, component, logger, idb, Firestore's bloom filter) and
 * the app's configuration: one file, as Rolldown chose while every screen imported the SDK statically.
 * Once screens load their data layer on demand (decision 0062), it split them into three smaller files
 * (+2.4 KB gzip).
 */
const FIREBASE_CORE =
  /node_modules[\\/](@firebase[\\/](app|util|component|logger)[\\/]|idb[\\/]|firebase[\\/]app[\\/]|@firebase[\\/]webchannel-wrapper[\\/]dist[\\/]bloom-blob[\\/])|[\\/]src[\\/]firebase[\\/]firebase-app\.ts$/;

/** A test for the modules `paths` (from src/); throws when one is missing (renamed: update the list). */
function modules(paths: string[]): (id: string) => boolean {
  const ids = new Set(
    paths.map((path) => {
      const file = SRC + path;
      if (!existsSync(file)) throw new Error(`vite-plugins/chunk-groups.ts: ${file} is missing`);
      return file.replace(/\\/g, '/');
    }),
  );
  return (id) => ids.has(id.replace(/\\/g, '/'));
}

export function chunkGroups() {
  const signedIn = modules(SIGNED_IN);
  const shell = modules(SHELL);
  return {
    groups: [
      { name: 'signed-in', test: signedIn, includeDependenciesRecursively: false },
      {
        name: 'shell',
        test: (id: string) => shell(id) || ZUSTAND_MIDDLEWARE.test(id),
        includeDependenciesRecursively: false,
      },
      { name: 'base', test: BASE, includeDependenciesRecursively: false },
      { name: 'errors', test: modules(ERRORS), includeDependenciesRecursively: false },
      { name: 'lists', test: modules(LISTS), includeDependenciesRecursively: false },
      { name: 'firebase-app', test: FIREBASE_CORE, includeDependenciesRecursively: false },
      { name: 'offers-shared', test: modules(OFFERS_SHARED), includeDependenciesRecursively: false },
      { name: 'owner-reads', test: modules(OWNER_READS), includeDependenciesRecursively: false },
    ],
  };
}
