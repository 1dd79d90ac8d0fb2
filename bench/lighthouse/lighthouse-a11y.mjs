// Lighthouse accessibility of every public route (at least 0.95 each: decision 0012), in the dark theme (the
// default) and the light one: a production build under `vite preview`, 12 users and a group in the local
// emulator so the leaderboard has rows, Debian's Chromium. Prints a table of scores and, below it, each
// audit that failed; exits 1 when a score is under the bar.
//   node bench/lighthouse/lighthouse-a11y.mjs        (npm run lighthouse:a11y)
// LIGHTHOUSE_REPORTS=<dir> also writes each full report there as JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { clearFirestore, commitDocs } from '../../stack/firestore-rest.mjs';
import { CHROMIUM_FLAGS } from '../../stack/ensure-chromium.mjs';
import { launchChrome, runLighthouse, startPreviewedApp, stopPreviewedApp } from './lighthouse-common.mjs';
import { importTs } from '../../stack/import-ts.mjs';
import { loadFirestoreRules, ROOT } from '../../stack/stack.mjs';

// The user document of sign-up (the app's builder, decision 0036).
const { newUserDoc } = await importTs('fixtures/user-doc.ts');

const ROUTES = ['/', '/login', '/terms', '/data-privacy'];
const THEMES = ['dark', 'light'];
const MIN_SCORE = 0.95;
const PROJECT = 'demo-lighthouse-a11y';
const PORT = 4230;
const OUT = join(ROOT, '.e2e-build', 'lighthouse-a11y');

async function seed() {
  await loadFirestoreRules(PROJECT);
  await clearFirestore(PROJECT);
  const now = new Date();
  const users = Array.from({ length: 12 }, (_, i) => {
    const points = 4000 - i * 290;
    return [
      `users/lh-${i}`,
      newUserDoc(`lh-${i}`, { username: `diner${i}`, goldPoints: points, silverPoints: points }, now),
    ];
  });
  const group = [
    'eliteGroups/lh-group',
    {
      name: 'Brera Gourmets',
      region: 'Brera',
      city: 'Milan',
      description: 'Milan diners',
      image: '',
      creatorId: 'lh-0',
      members: ['lh-0'],
      pendingInvites: [],
      totalUsers: 1,
      totalPoints: 4000,
      createdAt: now,
      updatedAt: now,
    },
  ];
  await commitDocs([...users, group], PROJECT);
}

/** A Chromium profile whose localStorage holds the theme the way the app stores it (zustand persist). */
async function profileWithTheme(chromePath, origin, theme) {
  const dir = mkdtempSync(join(tmpdir(), `lh-a11y-${theme}-`));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/terms`);
  await page.evaluate(
    (t) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: t }, version: 0 })),
    theme,
  );
  await context.close();
  return dir;
}

const profiles = [];
let failed = false;
try {
  const { origin, chromePath } = await startPreviewedApp({ project: PROJECT, port: PORT, outDir: OUT, seed });
  const rows = [];
  const problems = [];
  for (const theme of THEMES) {
    const userDataDir = await profileWithTheme(chromePath, origin, theme);
    profiles.push(userDataDir);
    const chrome = await launchChrome({ chromePath, userDataDir });
    try {
      for (const route of ROUTES) {
        const lhr = await runLighthouse(`${origin}${route}`, chrome, {
          onlyCategories: ['accessibility'],
          // Keep the profile's localStorage (the theme); Lighthouse clears storage otherwise.
          disableStorageReset: true,
          // Audit the screen with its live data painted (the leaderboard rows), not its skeleton.
          pauseAfterLoadMs: 1500,
          networkQuietThresholdMs: 1000,
        });
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const name = `${theme}${route.replace(/\//g, '_')}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
        }
        const score = lhr.categories.accessibility.score;
        rows.push({ route, theme, score });
        if (score < MIN_SCORE) failed = true;
        for (const ref of lhr.categories.accessibility.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            const items = (audit.details?.items ?? []).map((i) => i.node?.snippet ?? i.node?.selector ?? '');
            problems.push(
              `${theme} ${route}: ${ref.id} (weight ${ref.weight}) ${audit.title}\n    ${items.join('\n    ')}`,
            );
          }
        }
      }
    } finally {
      await chrome.kill();
    }
  }

  const cell = (route, theme) => rows.find((r) => r.route === route && r.theme === theme)?.score.toFixed(2);
  console.log(`\nLighthouse accessibility (mobile, production build), bar ${MIN_SCORE}:\n`);
  console.log('| route | dark | light |');
  console.log('| --- | --- | --- |');
  for (const route of ROUTES) console.log(`| ${route} | ${cell(route, 'dark')} | ${cell(route, 'light')} |`);
  console.log(problems.length ? `\nFailed audits:\n${problems.join('\n')}` : '\nNo failed audit.');
  if (failed) console.log(`\nA score is under ${MIN_SCORE}.`);
} finally {
  await stopPreviewedApp();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
