// Generated receipt photos for the on-device scan specs (fixtures/receipts: the generator of
// npm run eval:receipts), rendered in the test's Chromium at test time and dated within the last days,
// so that a confirmed bill is inside the claim window whatever day the suite runs.
import type { Browser } from '@playwright/test';
import { renderReceipt } from '../../../fixtures/receipts/render.mjs';
import { receiptSpec } from '../../../fixtures/receipts/receipt-spec.mjs';
import { localDate } from './scan';

export interface GeneratedReceipt {
  file: { name: string; mimeType: string; buffer: Buffer };
  truth: { restaurantName: string; address: string; totalAmount: number; date: string };
}

/** A clear, tilted phone photo: the reading must work, the e2e suite is not the place for the hard cases. */
const CLEAR_PHOTO = {
  tilt: 2,
  pitch: 3,
  yaw: -2,
  blur: 0.3,
  noise: 0.12,
  shade: 0.15,
  shadow: null,
  jpegQuality: 82,
};

/**
 * Receipt `index` of `seed`, with its language, forms and background pinned, as a JPEG to upload.
 * Pick one whose total is under the €1,000 cap per bill (some generated receipts are banquets).
 */
export async function generatedReceipt(
  browser: Browser,
  index: number,
  pins: { seed: number; lang: string; moneyStyle: string; dateStyle: string; background: string },
): Promise<GeneratedReceipt> {
  const { seed, background, ...forms } = pins;
  const spec = receiptSpec(index, {
    seed,
    baseDate: localDate(0),
    ...forms,
    photo: { ...CLEAR_PHOTO, background, scale: 1.6 },
  });
  const page = await browser.newPage();
  try {
    const buffer = await renderReceipt(page, spec);
    return { file: { name: `${spec.id}.jpg`, mimeType: 'image/jpeg', buffer }, truth: spec.truth };
  } finally {
    await page.close();
  }
}
