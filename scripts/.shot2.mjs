import { chromium } from '@playwright/test';
const shots = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
page.on('pageerror', e => console.log('pageerror', e.message));
page.on('console', m => { if (m.type() === 'error') console.log('console.error', m.text()); });
await page.goto('http://localhost:5173/login');
await page.getByLabel('Email').fill('ana@goldfork.test');
await page.getByLabel('Password').fill('goldfork123');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL('http://localhost:5173/');
for (const s of shots) {
  const [path, out, theme] = s.split(',');
  if (theme) await page.evaluate((t) => { localStorage.setItem('theme-storage', JSON.stringify({state:{theme:t},version:0})); }, theme);
  await page.goto('http://localhost:5173' + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: out, fullPage: true });
}
await browser.close();
