// Renders the app icons of the web app manifest (pwa.config.ts) from public/favicon.svg with Debian's
// Chromium, so no image tool or npm package is needed. The PNGs are committed; run this again only
// when the favicon changes:  node stack/make-icons.mjs
import { readFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';

const root = new URL('../', import.meta.url);
const svg = readFileSync(new URL('public/favicon.svg', root), 'utf8');
const outDir = new URL('public/icons/', root);
mkdirSync(outDir, { recursive: true });

// "any": the favicon as it is (its own rounded square). "maskable": a full-bleed amber square with the
// fork inside the central 60% safe zone, since a launcher may crop it to any shape.
const glyph = (svg.match(/<path[^>]*\/>/g) ?? []).join('');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-5 -5 42 42"><rect x="-5" y="-5" width="42" height="42" fill="#f59e0b"/>${glyph}</svg>`;

const icons = [
  // The tab's icon (index.html): a PNG, since an SVG icon is a document of its own in the page's
  // renderer, parsed on its main thread each time it is fetched (decision 0023).
  { file: 'favicon-48.png', size: 48, markup: svg, transparent: true },
  { file: 'icon-192.png', size: 192, markup: svg, transparent: true },
  { file: 'icon-512.png', size: 512, markup: svg, transparent: true },
  { file: 'maskable-512.png', size: 512, markup: maskable, transparent: false },
  { file: 'apple-touch-icon-180.png', size: 180, markup: maskable, transparent: false },
];

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.markup.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({
      path: new URL(icon.file, outDir).pathname,
      omitBackground: icon.transparent,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
