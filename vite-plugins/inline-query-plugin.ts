// The shell of first-board.ts and first-feed.ts: a plugin that puts an inline script into <head>, built
// from the REST runQuery address of the emulators (local hosts) and of the deployed project.
import type { Plugin } from 'vite';
import { runQueryUrlFor } from '../src/firebase/firestore-rest.ts';

type PrefetchScript = (localUrl: string | null, deployedUrl: string | null) => string;

export function inlineQueryPlugin(name: string, prefetchScript: PrefetchScript): Plugin {
  let env: Record<string, string | boolean | undefined> = {};
  return {
    name,
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml() {
      // Any name outside LOCAL_HOSTS stands for the deployed app.
      const script = prefetchScript(runQueryUrlFor(env, 'localhost'), runQueryUrlFor(env, 'goldfork.app'));
      return [{ tag: 'script', children: script, injectTo: 'head' }];
    },
  };
}
