// The catalogues are one JSON file per language and namespace (a namespace per feature, so every text
// has one home), loaded in bundles per language: only the active language's are ever fetched, and
// a first visit to / fetches only `core` (tests/e2e/budget.spec.ts). docs/decisions/0033-languages.md;
// `daily` apart from `app`: docs/decisions/0045-signed-in-screens-weight.md; `places`, `offers` and
// `owner` apart from it: docs/decisions/0053-signed-in-screens-weight-2.md.
import type { Language } from './languages';

export const BUNDLES = {
  /** The shell, the public leaderboard with its Elite sections, and sign-in. */
  core: ['common', 'shell', 'leaderboard', 'elite', 'auth'],
  /**
   * The social pieces every signed-in screen shows (names, likes, comments, the report and block menu):
   * apart from `daily`, so that the restaurant pages, /perks and the owner's dashboard load them without
   * the diner's own screens' texts (docs/decisions/0059).
   */
  social: ['social'],
  /** The screens a diner opens every day (/feed, /messages, /profile), loaded with `social`. */
  daily: ['feed', 'profile', 'points', 'notifications', 'messages'],
  /**
   * The restaurants' pages, search and places: the restaurant page and /search load these with `daily`
   * alone (docs/decisions/0053-signed-in-screens-weight-2.md).
   */
  places: ['restaurants', 'reviews', 'search', 'places'],
  /** VIP offers: what the owner's Marketing tab and the diner's perks both say. */
  offers: ['offers'],
  /** The diner's perks (/perks and a perk), with `offers`: the Marketing tab leaves them out (0062). */
  perks: ['perks'],
  /** The owner's dashboard (with `offers`). */
  owner: ['restaurant'],
  /**
   * The dashboard's Overview and Statistics tabs, its edit form and the New offer form: loaded with their
   * code, so that a dashboard opened on Marketing leaves them out (docs/decisions/0061).
   */
  ownerTools: ['dashboard', 'offer-form'],
  /** Every other signed-in screen's own texts; those screens load all the bundles above too. */
  app: ['groups', 'scan', 'settings', 'account'],
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
    social: () => import('./locales/en/social-bundle'),
    daily: () => import('./locales/en/daily'),
    places: () => import('./locales/en/places-bundle'),
    offers: () => import('./locales/en/offers-bundle'),
    perks: () => import('./locales/en/perks-bundle'),
    owner: () => import('./locales/en/owner'),
    ownerTools: () => import('./locales/en/owner-tools'),
    app: () => import('./locales/en/app'),
    pages: () => import('./locales/en/pages-bundle'),
  },
  it: {
    core: () => import('./locales/it/core'),
    social: () => import('./locales/it/social-bundle'),
    daily: () => import('./locales/it/daily'),
    places: () => import('./locales/it/places-bundle'),
    offers: () => import('./locales/it/offers-bundle'),
    perks: () => import('./locales/it/perks-bundle'),
    owner: () => import('./locales/it/owner'),
    ownerTools: () => import('./locales/it/owner-tools'),
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
