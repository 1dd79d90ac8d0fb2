// Entry of the early script's first half, inlined into index.html's <head> by
// vite-plugins/first-paint.ts, which defines the runQuery addresses.
import { startFirstQueries, type RunQueryUrls } from './start-queries';

declare const __GOLDFORK_RUN_QUERY_URLS__: RunQueryUrls;

startFirstQueries(__GOLDFORK_RUN_QUERY_URLS__);
