// The feed's first page, asked for by index.html before the app loaded (vite-plugins/first-feed.ts;
// docs/decisions/0017-own-profile-first-paint.md). Taken once, if it has arrived: the page's first render
// shows the post the HTML painted, and the live listener takes over when it answers.
import type { Post } from '../model';
import { postsFromRunQuery } from './feed-rest';

declare global {
  interface Window {
    /** The REST runQuery answer (the newest few posts) once it has arrived; inline script, /feed only. */
    __goldforkFirstFeedAnswer?: unknown;
  }
}

/** The prefetched first page if it has arrived, taken (later calls get undefined). */
export function takeArrivedFirstFeed(): Post[] | undefined {
  const arrived = window.__goldforkFirstFeedAnswer;
  window.__goldforkFirstFeedAnswer = undefined;
  if (arrived === undefined) return undefined;
  try {
    return postsFromRunQuery(arrived);
  } catch {
    return undefined; // not an answer: the listener's answer is awaited
  }
}
