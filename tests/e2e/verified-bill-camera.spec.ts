// The diner's camera reads the till's QR code (issue 41, decision 0046): Chromium's fake camera plays a
// video made in the test from the QR code of the code the owner's till has just issued. That video must
// exist before the browser starts (Chromium opens the file it names at launch), and its code is known
// only once the till has issued it: so the diner's browser is launched here, after the till, with the
// fake-camera flags, and watched for console errors as the suite's own contexts are.
import { writeFileSync } from 'node:fs';
import { devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../stack/ensure-chromium.mjs';
import { watchErrors } from './support/console-errors';
import { E2E } from './support/env';
import { createUser, expect, signIn, test } from './support/fixtures';
import {
  codeCard,
  confirmCodeBill,
  issueCode,
  openCodeClaim,
  qrVideoY4m,
  tillState,
  verifiedGold,
} from './support/verified-bill';
import { arrangeRestaurant } from './support/world';

test('the camera reads the QR code of the till and the bill is saved verified', async ({
  page,
  playwright,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createUser({ gold: 10 });
  const regular = await createUser({ gold: 200 });
  const name = await arrangeRestaurant(owner, regular);
  const diner = await createUser({ gold: 20 });

  const code = await issueCode(page, owner, '18.90');
  const video = testInfo.outputPath('till-code.y4m');
  writeFileSync(video, qrVideoY4m(code.replace(/-/g, '')));

  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      // The camera allowed without a prompt, and fed from the file.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: E2E.baseURL });
    watchErrors(context, consoleErrors);
    // Every stream the page opens, to see that the camera is turned off after the read.
    await context.addInitScript(() => {
      const media = navigator.mediaDevices;
      // Not on pages without it (an insecure one, before the app's first page).
      if (!media) return;
      const open = media.getUserMedia.bind(media);
      const streams: MediaStream[] = [];
      Object.assign(window, { e2eStreams: streams });
      media.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const dinerPage = await context.newPage();
    await signIn(dinerPage, diner);
    await openCodeClaim(dinerPage);
    // Nothing of the QR reader before the camera opens: it loads on demand (its own chunk).
    const reader = dinerPage.waitForRequest((r) => /\/assets\/jsQR[-.]/i.test(r.url()));
    await dinerPage.getByRole('button', { name: 'Scan with the camera' }).click();
    await reader;
    await expect(dinerPage.getByLabel('Camera view')).toBeVisible();
    // Read, checked, and the camera turned off.
    const card = codeCard(dinerPage);
    await expect(card).toContainText(name);
    await expect(card).toContainText('€18.90');
    await expect(dinerPage.getByLabel('Camera view')).toHaveCount(0);
    const tracksLive = () =>
      dinerPage.evaluate(() =>
        (window as unknown as { e2eStreams: MediaStream[] }).e2eStreams.map((s) =>
          s.getTracks().some((t) => t.readyState === 'live'),
        ),
      );
    const live = await tracksLive();
    expect(live.length).toBeGreaterThan(0);
    expect(live).not.toContain(true);
    await confirmCodeBill(dinerPage, diner);
    await expect(verifiedGold(dinerPage)).toHaveText('18');
    await expect(tillState(page)).toHaveText('Claimed by the diner');
  } finally {
    await browser.close();
  }
});
