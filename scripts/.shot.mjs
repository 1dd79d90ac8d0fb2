import { chromium } from '@playwright/test';
const [, , url, out, w = '390', theme] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(w), height: 800 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
if (theme === 'light')
  await page.addInitScript(() =>
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'light' }, version: 0 })),
  );
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
