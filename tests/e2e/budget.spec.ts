// The first visit's JavaScript budget (decisions 0004 and 0013): a signed-out visitor opening / in real
// Chromium loads at most 130 KB of gzip JavaScript, and none of the on-demand tools. Sizes are the
// production build's files gzipped as a server would send them (vite preview does not compress).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { E2E } from './support/env';
import { createUser, expect, test } from './support/fixtures';

const FIRST_VISIT_BUDGET = 130 * 1024;
// The on-demand pieces, by the modules they are built from, as the e2e build records them
// (playwright.config.ts builds with --manifest and --sourcemap hidden): a chunk's source map lists its
// modules, and Vite's manifest names the module of each entry and emitted file (tesseract's worker and
// cores have no map). So renaming, merging or splitting a chunk cannot hide a tool, as a file-name
// pattern could.
const ON_DEMAND: [string, RegExp][] = [
  ['heic2any (HEIC conversion)', /node_modules\/heic2any\//],
  ['the vision-model client (openai)', /node_modules\/openai\/|src\/platform\/vision-client\.ts$/],
  ['canvas-confetti', /node_modules\/canvas-confetti\//],
  // The camera's QR reader where the browser has no BarcodeDetector (decision 0046).
  ['the QR reader (jsQR)', /node_modules\/jsqr\//],
  ['on-device OCR (tesseract.js)', /node_modules\/tesseract\.js(-core)?\//],
  [
    'the full Firebase SDK (Auth, Firestore with cache)',
    /node_modules\/@firebase\/(auth|firestore\/dist\/(?!lite\/))/,
  ],
  // The public board is read over REST (decision 0013); Lite loads with the period and Friends boards.
  ['the Firestore Lite SDK', /node_modules\/@firebase\/firestore\/dist\/lite\//],
  ['the Firebase app core that both SDKs need', /node_modules\/@firebase\/app\//],
];

const MANIFEST = join(E2E.outDir, '.vite/manifest.json');

/** Vite's build manifest: source module (or `_name` of a shared chunk) -> its output file. */
function readManifest(): Record<string, { file: string }> {
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: the e2e build is made with --manifest (playwright.config.ts)`);
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
}

/** The source modules a built file holds: its source map's sources, and its manifest entries. */
function modulesOf(manifest: Record<string, { file: string }>, file: string): string[] {
  const listed = Object.entries(manifest).filter(([, out]) => out.file === file);
  const map = join(E2E.outDir, `${file}.map`);
  if (!listed.length && !existsSync(map)) {
    throw new Error(`${file} is in neither the build manifest nor a source map: what does it hold?`);
  }
  const sources = existsSync(map)
    ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
    : [];
  return [...listed.map(([key]) => key).filter((key) => !key.startsWith('_')), ...sources];
}

// Each language's visitor (decision 0033): the server sends that language's HTML, and only that
// language's catalogue loads.
const VISITORS = [
  { language: 'en', other: 'it', locale: 'en-US' },
  { language: 'it', other: 'en', locale: 'it-IT' },
] as const;

for (const { language, other, locale } of VISITORS)
  test(`a first visit to / (${language}) loads at most 130 KB of gzip JavaScript, no on-demand tool and one language`, async ({
    browser,
  }) => {
    const manifest = readManifest();
    // Every piece is found in the build: a pattern that matches nothing (a package renamed, a typo, a
    // build without source maps) would otherwise pass below without checking anything.
    const built = readdirSync(join(E2E.outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => modulesOf(manifest, `assets/${f}`));
    for (const [name, module] of ON_DEMAND) {
      expect(
        built.some((m) => module.test(m)),
        `found in the build: ${name}`,
      ).toBe(true);
    }

    // A full board of 10 (as on a live site), so the Elite sections sit below the fold as they would.
    const board = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser({ gold: 940 + i })));
    const top = board[9]!;
    // A fresh context: no session hint, no cache, as a first-time visitor.
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(E2E.baseURL))
        scripts.add(res.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(top.username) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-below-fold="waiting"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const files = [...scripts].map((url) => {
      const file = new URL(url).pathname.slice(1);
      const gzip = gzipSync(readFileSync(join(E2E.outDir, file))).length;
      return { file, gzip, modules: modulesOf(manifest, file) };
    });
    const total = files.reduce((n, f) => n + f.gzip, 0);
    console.log(
      `first visit to / (${language}): ${(total / 1024).toFixed(1)} KB gzip JS in ${files.length} files\n` +
        files.map((f) => `  ${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n'),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    for (const [name, module] of ON_DEMAND) {
      expect(
        files.filter((f) => f.modules.some((m) => module.test(m))).map((f) => f.file),
        `loaded on the first visit: ${name}`,
      ).toEqual([]);
    }
    const catalogueOf = (lang: string) => new RegExp(`src/i18n/locales/${lang}/`);
    expect(
      files.filter((f) => f.modules.some((m) => catalogueOf(language).test(m))).length,
      `${language}'s catalogue loaded`,
    ).toBeGreaterThan(0);
    expect(
      files.filter((f) => f.modules.some((m) => catalogueOf(other).test(m))).map((f) => f.file),
      `the other language's catalogue (${other}) loaded`,
    ).toEqual([]);
    await context.close();
  });
