// Entry of the early script, inlined into index.html's <head> by vite-plugins/first-paint.ts, which
// defines the runQuery addresses: the page's first query leaves at once, and the frame's second step
// waits in the handoff for after-frames.ts.
import { handoff } from '@/platform/first-paint-handoff';
import { currentFrame, hideOtherFrames } from './choose-frame';
import { keepFrame } from './keep-frame';
import { startFirstQueries, type RunQueryUrls } from './start-queries';

declare const __GOLDFORK_RUN_QUERY_URLS__: RunQueryUrls;

hideOtherFrames(currentFrame());
startFirstQueries(__GOLDFORK_RUN_QUERY_URLS__);
handoff().keepFrame = keepFrame;
