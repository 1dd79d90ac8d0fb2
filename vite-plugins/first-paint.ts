// The first paint from one source of markup (docs/decisions/0022-prerendered-frames.md):
// - the frames: index.html's <!--app-frames--> becomes the markup of src/app/prerender/frames.tsx, the
//   app's own components rendered with react-dom/server through Vite's SSR module loading (the dev
//   server's in dev, a module runner at build time), as vite-react-ssg and Vike's prerendering do;
// - the early script: src/app/first-paint/head.ts (the first query, painted into the frame when it
//   answers) and after-frames.ts (keeps the page's frame, starts the app's scripts after its paint), typed
//   modules bundled with Rolldown into inline scripts, so they run before any file has loaded.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import { runQueryUrlFor } from '../src/firebase/firestore-rest.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const FRAMES_MODULE = '/src/app/prerender/frames.tsx';
const FRAMES_PLACEHOLDER = '<!--app-frames-->';

type Env = Record<string, string | boolean | undefined>;
type FramesModule = { renderFrames: () => string };

/** One entry of src/app/first-paint/ as a self-contained, minified script. */
async function bundleScript(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    input: `${SRC}/app/first-paint/${entry}`,
    write: false,
    platform: 'browser',
    resolve: { alias: { '@': SRC } },
    transform: { define },
    output: { format: 'iife', minify: true },
  });
  return result.output[0].code.trim();
}

async function loadFrames(root: string, server: ViteDevServer | undefined): Promise<FramesModule> {
  if (server) return (await server.ssrLoadModule(FRAMES_MODULE)) as FramesModule;
  const { module } = await runnerImport<FramesModule>(FRAMES_MODULE, {
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': SRC } },
  });
  return module;
}

export function firstPaint(): Plugin {
  let env: Env = {};
  let root = process.cwd();
  let server: ViteDevServer | undefined;
  return {
    name: 'goldfork-first-paint',
    configResolved(config) {
      env = config.env;
      root = config.root;
    },
    configureServer(devServer) {
      server = devServer;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(FRAMES_PLACEHOLDER)) {
          throw new Error(`goldfork-first-paint: index.html has no ${FRAMES_PLACEHOLDER}`);
        }
        // Any host outside LOCAL_HOSTS stands for the deployed app.
        const urls = {
          local: runQueryUrlFor(env, 'localhost'),
          deployed: runQueryUrlFor(env, 'goldfork.app'),
        };
        const [frames, head, afterFrames] = await Promise.all([
          loadFrames(root, server),
          bundleScript('head.ts', { __GOLDFORK_RUN_QUERY_URLS__: JSON.stringify(urls) }),
          bundleScript('after-frames.ts'),
        ]);
        return {
          html: html.replace(FRAMES_PLACEHOLDER, `${frames.renderFrames()}<script>${afterFrames}</script>`),
          tags: [{ tag: 'script', children: head, injectTo: 'head' }],
        };
      },
    },
  };
}
