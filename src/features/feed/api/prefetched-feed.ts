// The feed's first page, asked for by the page's early script before the app loaded
// (src/app/first-paint/start-queries.ts; docs/decisions/0017 and 0022). Taken once, if it has arrived:
// the page's first render shows the post the early script painted, and the live listener takes over.
import { handoff } from '@/platform/first-paint-handoff';
import type { Post } from '../post';
import { postsFromRunQuery } from './feed-rest';

/** The prefetched first page if it has arrived, taken (later calls get undefined). */
export function takeArrivedFirstFeed(): Post[] | undefined {
  const h = handoff();
  const arrived = h.feedAnswer;
  h.feedAnswer = undefined;
  if (arrived === undefined) return undefined;
  try {
    return postsFromRunQuery(arrived);
  } catch {
    return undefined; // not an answer: the listener's answer is awaited
  }
}
