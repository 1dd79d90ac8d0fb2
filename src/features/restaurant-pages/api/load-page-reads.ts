import { afterFirstScreen } from '@/platform/first-screen';
import { loadOnce } from '@/platform/load-once';

/** The restaurant page's reads (page-reads.ts), loaded once, after the page's first paint (decision 0062). */
export const loadPageReads = loadOnce(() => afterFirstScreen(() => import('./page-reads')));
