// Entry of the early script's first half, inlined into index.html's <head> by
// vite-plugins/first-paint.ts, which defines the runQuery addresses.
import { currentFrame, hideOtherFrames } from './choose-frame';
import { startFirstQueries, type RunQueryUrls } from './start-queries';

declare const __GOLDFORK_RUN_QUERY_URLS__: RunQueryUrls;

hideOtherFrames(currentFrame());
startFirstQueries(__GOLDFORK_RUN_QUERY_URLS__);
