// Writes generated receipt photos and their truth to a folder, to look at or to use as fixtures:
//   node scripts/receipts/generate.mjs [--count 48] [--seed 1] [--base-date 2026-11-21] [--out .e2e-build/receipts]
// Each receipt is <id>.jpg; truth.json lists id, truth (restaurantName, address, totalAmount, date),
// the money and date forms and the photo's spoiling (tilt, blur, noise, background...).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium, renderReceipt } from './render.mjs';
import { receiptSet } from './receipt-spec.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const count = Number(option('count', 48));
const seed = Number(option('seed', 1));
const baseDate = option('base-date', '2026-11-21');
const out = option('out', '.e2e-build/receipts');

await mkdir(out, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const specs = receiptSet(count, { seed, baseDate });
  for (const spec of specs) {
    await writeFile(join(out, `${spec.id}.jpg`), await renderReceipt(page, spec));
  }
  const truth = specs.map(({ id, lang, truth: t, moneyStyle, dateStyle, photo, style }) => ({
    id,
    lang,
    truth: t,
    moneyStyle,
    dateStyle,
    font: style.font,
    photo,
  }));
  await writeFile(join(out, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  console.log(`${specs.length} receipts (seed ${seed}, dated up to ${baseDate}) in ${out}/`);
} finally {
  await browser.close();
}
