// A post's place as screen readers hear it, 'Location: Milan', for the page's early script, which paints
// the first post before i18next exists (src/app/first-paint/paint-feed.ts). It is the `feed` catalogue's
// post.location, copied here per language as src/domain/format.ts keeps its own few texts;
// location-label.test.ts holds the copy to the catalogues word for word. The card (components/post-card.tsx)
// reads the catalogue.
import { documentLanguage, type Language } from '@/i18n/languages';

export const LOCATION_LABEL: Record<Language, string> = {
  en: 'Location: {{place}}',
  it: 'Luogo: {{place}}',
};

/** 'Location: Milan' in the page's language. */
export const locationLabel = (place: string): string =>
  LOCATION_LABEL[documentLanguage()].replace('{{place}}', () => place);
