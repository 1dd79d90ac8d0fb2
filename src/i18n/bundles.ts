// The catalogues are one JSON file per language and namespace (a namespace per feature, so every text
// has one home), loaded in bundles per language: only the active language's are ever fetched, and
// a first visit to / fetches only `core` (tests/e2e/budget.spec.ts). docs/decisions/0033-languages.md;
// `daily` apart from `app`: docs/decisions/0045-signed-in-screens-weight.md.
import type { Language } from './languages';

export const BUNDLES = {
  /** The shell, the public leaderboard with its Elite sections, and sign-in. */
  core: ['common', 'shell', 'leaderboard', 'elite', 'auth'],
  /**
   * The screens a diner opens every day (/feed, /messages, /profile) and the social pieces they show:
   * about a third of the signed-in texts, all those screens need.
   */
  daily: ['social', 'feed', 'profile', 'points', 'notifications', 'messages'],
  /** Every other signed-in screen's own texts; those screens load `daily` too. */
  app: [
    'groups',
    'scan',
    'restaurant',
    'settings',
    'account',
    'restaurants',
    'reviews',
    'search',
    'offers',
    'places',
  ],
  /** Terms, Data privacy, Help and About. */
  pages: ['pages'],
} as const;

export type BundleName = keyof typeof BUNDLES;
export type Namespace = (typeof BUNDLES)[BundleName][number];
export const NAMESPACES = Object.values(BUNDLES).flat() as Namespace[];

export type BundleResources = Partial<Record<Namespace, Record<string, unknown>>>;

const LOADERS: Record<Language, Record<BundleName, () => Promise<{ default: BundleResources }>>> = {
  en: {
    core: () => import('./locales/en/core'),
    daily: () => import('./locales/en/daily'),
    app: () => import('./locales/en/app'),
    pages: () => import('./locales/en/pages-bundle'),
  },
  it: {
    core: () => import('./locales/it/core'),
    daily: () => import('./locales/it/daily'),
    app: () => import('./locales/it/app'),
    pages: () => import('./locales/it/pages-bundle'),
  },
};

export function bundleOf(namespace: string): BundleName | undefined {
  return (Object.keys(BUNDLES) as BundleName[]).find((b) =>
    (BUNDLES[b] as readonly string[]).includes(namespace),
  );
}

export async function loadBundle(language: Language, bundle: BundleName): Promise<BundleResources> {
  return (await LOADERS[language][bundle]()).default;
}
