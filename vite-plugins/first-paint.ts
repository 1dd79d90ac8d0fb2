// The first paint from one source of markup (docs/decisions/0022-prerendered-frames.md):
// - the frames: index.html's <!--app-frames--> becomes the markup of src/app/prerender/frames.tsx, the
//   app's own components rendered with react-dom/server through Vite's SSR module loading (the dev
//   server's in dev, a module runner at build time), as vite-react-ssg and Vike's prerendering do;
// - the early script: src/app/first-paint/head.ts (the first query, painted into the frame when it
//   answers) and after-frames.ts (keeps the page's frame, starts the app's scripts after its paint), typed
//   modules bundled with Rolldown into inline scripts, so they run before any file has loaded;
// - one HTML per language (docs/decisions/0033-languages.md): index.html in English and, for Firebase
//   Hosting's i18n rewrites, localized-files/it_ALL/index.html with the frames rendered in Italian. The
//   preview and dev servers choose between them as Hosting does (src/i18n/negotiate.ts).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { OutputBundle } from 'rolldown';
import { runnerImport, type Connect, type Plugin, type ViteDevServer } from 'vite';
import { ENTRY_SCRIPTS_ID } from '../src/app/first-paint/frame-ids.ts';
import { runQueryUrlFor } from '../src/firebase/run-query-url.ts';
import { HTML_TEXTS } from '../src/i18n/html-texts.ts';
import { LANGUAGES, localizedHtmlPath, type Language } from '../src/i18n/languages.ts';
import { negotiateLanguage } from '../src/i18n/negotiate.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const FRAMES_MODULE = '/src/app/prerender/frames.tsx';
const FRAMES_PLACEHOLDER = '<!--app-frames-->';

type Env = Record<string, string | boolean | undefined>;
type FramesModule = { renderFrames: (language: Language) => string };

const FRAMES_START = '<!--frames-->';
const FRAMES_END = '<!--/frames-->';
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The English page as another language's: <html lang>, the head's texts and the frames. */
function localizeHtml(html: string, language: Language, frames: string): string {
  const start = html.indexOf(FRAMES_START);
  const end = html.indexOf(FRAMES_END);
  if (start < 0 || end < start) throw new Error('goldfork-first-paint: the page lost its frames markers');
  const texts = HTML_TEXTS[language];
  return (html.slice(0, start + FRAMES_START.length) + frames + html.slice(end))
    .replace(/<html lang="en"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${texts.title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${escapeAttr(texts.description)}"`);
}

/**
 * The app's chunk (src/app/start.ts, imported dynamically by the entry so that it evaluates in a task of
 * its own: decision 0023) and the language's `core` catalogue chunk join the entry's preloads
 * (vite-plugins/entry-after-first-paint.ts): they are requested with the entry, not after it has run.
 * `byPath` lists chunks that only one page requests so (src/app/first-paint/start-entry.ts).
 */
function preloadChunks(
  html: string,
  chunkFiles: (string | undefined)[],
  byPath: Record<string, (string | undefined)[]> = {},
): string {
  if ([chunkFiles, ...Object.values(byPath)].some((files) => files.some((f) => !f)))
    throw new Error('goldfork-first-paint: a chunk to preload is not in the build');
  const list = new RegExp(`(<script type="application/json" id="${ENTRY_SCRIPTS_ID}">)(.*?)(</script>)`, 's');
  const found = list.exec(html);
  if (!found) throw new Error('goldfork-first-paint: the page has no entry list');
  const scripts = JSON.parse(found[2]) as {
    src: string;
    preloads: string[];
    byPath?: Record<string, string[]>;
  };
  for (const file of chunkFiles) {
    const href = `/${file}`;
    if (href !== scripts.src && !scripts.preloads.includes(href)) scripts.preloads.push(href);
  }
  for (const [path, files] of Object.entries(byPath)) {
    const hrefs = files.map((file) => `/${file}`);
    scripts.byPath = {
      ...scripts.byPath,
      [path]: hrefs.filter((href) => href !== scripts.src && !scripts.preloads.includes(href)),
    };
  }
  return html.replace(
    list,
    (_m, open: string, _json: string, close: string) => open + JSON.stringify(scripts) + close,
  );
}

/** The chunk whose module is `modulePath` (from src/), then every chunk it imports statically. */
function chunkWithImports(bundle: OutputBundle, modulePath: string): (string | undefined)[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const top = chunks.find((c) => (c.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(modulePath));
  if (!top) return [undefined];
  const files = [top.fileName];
  for (let i = 0; i < files.length; i++) {
    const chunk = chunks.find((c) => c.fileName === files[i]);
    for (const file of chunk?.imports ?? []) if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** A request for a page of the app (not a file): the server answers it with a language's HTML. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  const path = (req.url ?? '/').split('?')[0];
  return path === '/index.html' || !/\.[a-z0-9]+$/i.test(path);
}

const requestLanguage = (req: IncomingMessage): Language =>
  negotiateLanguage({ cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });

function sendHtml(res: ServerResponse, html: string) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Cookie, Accept-Language');
  res.end(html);
}

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
  let outDir = 'dist';
  let server: ViteDevServer | undefined;
  /** Each other language's frames, rendered with the English page's. */
  const otherFrames = new Map<Language, string>();
  return {
    name: 'goldfork-first-paint',
    configResolved(config) {
      env = config.env;
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(devServer) {
      server = devServer;
      // Before Vite's own HTML middleware: a page request in another language gets that language's page.
      const localized: Connect.NextHandleFunction = (req, res, next) => {
        const language = requestLanguage(req);
        if (!isPageRequest(req) || language === 'en') return next();
        const raw = readFileSync(join(root, 'index.html'), 'utf8');
        devServer
          .transformIndexHtml(req.url ?? '/', raw)
          .then((html) => sendHtml(res, localizeHtml(html, language, otherFrames.get(language)!)))
          .catch(next);
      };
      devServer.middlewares.use(localized);
    },
    configurePreviewServer(preview) {
      preview.middlewares.use((req, res, next) => {
        const language = requestLanguage(req);
        if (!isPageRequest(req) || language === 'en') return next();
        sendHtml(res, readFileSync(join(outDir, localizedHtmlPath(language)), 'utf8'));
      });
    },
    // The built English page, complete (scripts, styles, the entry list), made into each other language's.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return;
        const app = chunkWithImports(bundle, '/src/app/start.ts');
        const preloads = (language: Language) => [
          ...app,
          ...chunkWithImports(bundle, `/src/i18n/locales/${language}/core.ts`),
        ];
        // Home's board is a chunk of its own, which only / requests with the app's (decision 0057).
        const byPath = {
          '/': chunkWithImports(bundle, '/src/features/leaderboard/components/leaderboard-page.tsx'),
        };
        const english = String(page.source);
        page.source = preloadChunks(english, preloads('en'), byPath);
        for (const [language, frames] of otherFrames) {
          this.emitFile({
            type: 'asset',
            fileName: localizedHtmlPath(language).slice(1),
            source: preloadChunks(localizeHtml(english, language, frames), preloads(language), byPath),
          });
        }
      },
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
        for (const language of LANGUAGES) {
          if (language !== 'en') otherFrames.set(language, frames.renderFrames(language));
        }
        const english = frames.renderFrames('en');
        return {
          html: html.replace(
            FRAMES_PLACEHOLDER,
            `${FRAMES_START}${english}${FRAMES_END}<script>${afterFrames}</script>`,
          ),
          tags: [{ tag: 'script', children: head, injectTo: 'head' }],
        };
      },
    },
  };
}
