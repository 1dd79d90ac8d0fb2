// The HTML's own texts in each language (<title>, the meta description): the build writes them into
// each language's index.html (vite-plugins/first-paint.ts), before any catalogue could load.
import type { Language } from './languages';

export const HTML_TEXTS: Record<Language, { title: string; description: string }> = {
  en: {
    title: 'Goldfork',
    description: 'Goldfork: scan restaurant bills, earn gold points, climb the leaderboard.',
  },
  it: {
    title: 'Goldfork',
    description: 'Goldfork: scansiona gli scontrini dei ristoranti, guadagna punti oro, scala la classifica.',
  },
};
