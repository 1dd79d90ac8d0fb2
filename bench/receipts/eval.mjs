/* global document, window */
// `npm run eval:receipts`: field accuracy of the on-device scan on generated receipt photos.
// Renders N seeded receipts (receipt-spec.mjs, receipt-html.mjs) in headless Chromium, then reads each
// one in Chromium through the app's own code (bench/receipts/eval-page: prepareReceiptImage, then
// tesseract.js in a Web Worker with the assets the production build serves, then the parser) and
// compares total, date and name with the truth. Prints the table, the time per receipt and the bytes
// the first scan downloaded. Exits 1 when totals are under 95% or dates under 90%.
//   node bench/receipts/eval.mjs [--count 60] [--seed 1] [--details] [--save-ocr file.json]
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';
import { launchChromium, renderReceipt } from '../../fixtures/receipts/render.mjs';
import { receiptSet } from '../../fixtures/receipts/receipt-spec.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE_ROOT = join(ROOT, 'bench/receipts/eval-page');
const OUT = join(ROOT, '.e2e-build/eval-receipts');
const BASE_DATE = '2026-11-21';
const TARGETS = { total: 95, date: 90 };

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const COUNT = Number(option('count', 60));
const SEED = Number(option('seed', 1));
const DETAILS = process.argv.includes('--details');
const SAVE_OCR = option('save-ocr', null);

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.gz': 'application/gzip',
  '.wasm': 'application/wasm',
};

/**
 * A static server for the built page (what `vite preview` does, on a free port). It counts what it
 * sends: the bytes a scan downloads, as served (this server does not compress).
 */
function serve(dir) {
  const sent = [];
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const file = join(dir, path === '/' ? 'index.html' : path);
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(body);
      sent.push({
        path,
        bytes: body.length,
        gzip: extname(file) === '.gz' ? body.length : gzipSync(body).length,
      });
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, sent })));
}

/** Names compared as the receipt key folds them: case, accents, spaces and punctuation aside. */
const fold = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const pct = (n, d) => (d === 0 ? 0 : (100 * n) / d);

async function main() {
  const t0 = Date.now();
  console.log(`[eval] building the evaluation page (the app's on-device scan code) into ${OUT}`);
  // The app's Vite config (aliases, asset names), without its service worker: the page is no app.
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(ROOT, 'vite.config.ts'),
  );
  await build({
    ...config,
    configFile: false,
    plugins: (config.plugins ?? []).flat(Infinity).filter((p) => p && !/pwa/i.test(p.name ?? '')),
    root: PAGE_ROOT,
    logLevel: 'warn',
    build: { ...config.build, outDir: OUT, emptyOutDir: true },
  });
  const { server, sent } = await serve(OUT);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  try {
    const renderer = await browser.newPage();
    const page = await browser.newPage();
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(origin);
    await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
    const pageFiles = sent.length;

    const specs = receiptSet(COUNT, { seed: SEED, baseDate: BASE_DATE });
    const rows = [];
    let firstScan = null;
    for (const spec of specs) {
      const jpeg = await renderReceipt(renderer, spec);
      const result = await page.evaluate(
        ([b64, today]) => window.evalReceipt(b64, today),
        [jpeg.toString('base64'), BASE_DATE],
      );
      if (!firstScan) {
        const files = sent.slice(pageFiles);
        firstScan = {
          ms: result.ms,
          bytes: files.reduce((sum, f) => sum + f.bytes, 0),
          gzip: files.reduce((sum, f) => sum + f.gzip, 0),
          files,
        };
      }
      const got = result.reading;
      const row = {
        id: spec.id,
        lang: spec.lang,
        ms: result.ms,
        total: got.totalAmount === spec.truth.totalAmount,
        date: got.date === spec.truth.date,
        name: fold(got.restaurantName) === fold(spec.truth.restaurantName),
        truth: spec.truth,
        got,
        style: {
          money: spec.moneyStyle,
          date: spec.dateStyle,
          background: spec.photo.background,
          font: spec.style.font,
        },
        text: result.text,
      };
      rows.push(row);
      const marks = ['total', 'date', 'name'].map((f) => `${f} ${row[f] ? 'ok' : 'WRONG'}`).join(', ');
      console.log(`[eval] ${spec.id} ${String(result.ms).padStart(6)} ms  ${marks}`);
      if (DETAILS && !(row.total && row.date && row.name)) {
        console.log(`        truth ${JSON.stringify(spec.truth)}\n        read  ${JSON.stringify(got)}`);
        console.log(`        ${result.text.text.trim().split('\n').join('\n        ')}`);
      }
    }
    if (failures.length) throw new Error(`errors in the page: ${failures.join('; ')}`);
    if (SAVE_OCR) await writeFile(SAVE_OCR, JSON.stringify(rows, null, 2));

    const n = rows.length;
    const count = (field, list = rows) => list.filter((r) => r[field]).length;
    const times = rows
      .slice(1)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? firstScan.ms;
    console.log(
      `\nOn-device scan, ${n} generated receipts (seed ${SEED}), read in Chromium through the app's code:\n`,
    );
    console.log('| field | right | accuracy | target |');
    console.log('| --- | --- | --- | --- |');
    for (const [field, target] of [
      ['total', TARGETS.total],
      ['date', TARGETS.date],
      ['name', null],
    ]) {
      console.log(
        `| ${field} | ${count(field)}/${n} | ${pct(count(field), n).toFixed(1)}% | ${target ? `${target}%` : '-'} |`,
      );
    }
    console.log('\nBy language (total / date / name right):');
    for (const lang of [...new Set(rows.map((r) => r.lang))]) {
      const of = rows.filter((r) => r.lang === lang);
      console.log(
        `  ${lang}: ${count('total', of)}/${of.length}  ${count('date', of)}/${of.length}  ${count('name', of)}/${of.length}`,
      );
    }
    console.log(
      `\nTime to read one receipt (photo prepared, OCR, parse): median ${median} ms, ` +
        `slowest ${times.at(-1) ?? firstScan.ms} ms; the first one, with the download and start of the reader: ${firstScan.ms} ms.`,
    );
    console.log(
      `Bytes downloaded by the first scan: ${firstScan.bytes} as stored, ${firstScan.gzip} with gzip on the JavaScript ` +
        '(the language data is gzipped already); later scans download nothing:',
    );
    for (const f of firstScan.files) console.log(`  ${f.path}  ${f.bytes} (gzip ${f.gzip})`);
    console.log(`\n(${((Date.now() - t0) / 1000).toFixed(0)} s in all)`);

    const ok = pct(count('total'), n) >= TARGETS.total && pct(count('date'), n) >= TARGETS.date && n >= 40;
    if (!ok) {
      console.error(
        `\nBelow target: totals ${TARGETS.total}%, dates ${TARGETS.date}%, at least 40 receipts.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
