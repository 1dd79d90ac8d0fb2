/* global document */
// Renders generated receipts (receipt-spec.mjs → receipt-html.mjs) to JPEG photos in headless Chromium
// (Debian's, through Playwright, with the flags of scripts/ensure-chromium.mjs).
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from '../ensure-chromium.mjs';
import { receiptHtml } from './receipt-html.mjs';

/** Starts Chromium for rendering; close it with `browser.close()`. */
export function launchChromium() {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
}

/**
 * Renders one receipt spec to a JPEG photo (a Buffer). `page` is a Playwright page; it is reused
 * between receipts. Fonts are waited for, so the same spec gives the same picture.
 */
export async function renderReceipt(page, spec) {
  await page.setViewportSize({ width: 1600, height: 1200 });
  await page.setContent(receiptHtml(spec), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const scene = page.locator('#scene');
  return scene.screenshot({ type: 'jpeg', quality: spec.photo.jpegQuality, animations: 'disabled' });
}
