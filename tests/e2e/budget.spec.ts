// The first visit's JavaScript budget (issue 12): a signed-out visitor opening / in real Chromium loads
// at most 130 KB of gzip JavaScript, and none of the on-demand tools. Sizes are the production build's
// files gzipped as a server would send them (vite preview does not compress).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { E2E } from './support/env';
import { createUser, expect, test } from './support/fixtures';

const FIRST_VISIT_BUDGET = 130 * 1024;
// The on-demand pieces, by the names of their build chunks (Vite names a lazy chunk after its module).
const ON_DEMAND_CHUNKS: [string, RegExp][] = [
  ['heic2any (HEIC conversion)', /heic2any/],
  ['the vision-model client (openai)', /vision-client|openai/],
  ['canvas-confetti', /confetti/],
  ['on-device OCR (tesseract.js)', /tesseract|ocr/i],
  ['the full Firebase SDK (Auth, Firestore with cache)', /\/firebase-[\w-]+\.js$/],
  // The public board is read over REST (decision 0013); Lite loads with the period and Friends boards.
  ['the Firestore Lite SDK', /firestore-lite/],
];

test('a first visit to / loads at most 130 KB of gzip JavaScript and no on-demand tool', async ({
  browser,
}) => {
  // A full board of 10 (as on a live site), so the Elite sections sit below the fold as they would.
  const board = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser({ gold: 940 + i })));
  const top = board[9]!;
  // A fresh context: no session hint, no cache, as a first-time visitor.
  const context = await browser.newContext();
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

  const files = [...scripts].map((url) => {
    const path = join(E2E.outDir, new URL(url).pathname);
    return { file: new URL(url).pathname, gzip: gzipSync(readFileSync(path)).length };
  });
  const total = files.reduce((n, f) => n + f.gzip, 0);
  console.log(
    `first visit to /: ${(total / 1024).toFixed(1)} KB gzip JS in ${files.length} files\n` +
      files.map((f) => `  ${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n'),
  );
  expect(files.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
  for (const [name, chunk] of ON_DEMAND_CHUNKS) {
    expect(
      files.filter((f) => chunk.test(f.file)).map((f) => f.file),
      name,
    ).toEqual([]);
  }
  await context.close();
});
