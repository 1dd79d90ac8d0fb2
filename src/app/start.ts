// The app's own modules (router, shell, the leaderboard, stores), loaded by main.tsx with a dynamic
// import so that they evaluate in a task of their own, after the entry's (React, i18next): the entry's
// evaluation was the page's longest task (13-52 ms of thread time, decision 0023), and over 50 ms at
// 4x CPU every millisecond counts as blocking time. The build preloads this chunk with the entry
// (vite-plugins/first-paint.ts), so the import waits for no second round trip.
export { App } from './app';
export { firstScreenReady } from './router';
