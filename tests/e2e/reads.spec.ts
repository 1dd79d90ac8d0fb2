// Document reads per screen (decision 0015: no screen issues a query per list item). A user with known data
// opens /, /feed, /messages, a conversation and a profile in real Chromium; the billed reads are
// counted on the wire (support/read-meter.ts, docs/decisions/0015) and must stay at the items the
// screen shows plus a small constant. Each screen is opened in the app (no reload) from /help, a shell
// page with no data of its own, once the shell's own listeners have settled, so only the screen's
// reads count. READS_TABLE=1 prints the table (npm run measure:reads).
import type { Locator, Page } from '@playwright/test';
import { revealBelowFold, signIn, test, expect } from './support/fixtures';
import { startReadMeter, type ReadMeter } from './support/read-meter';
import { arrangeReadsWorld, goInApp, SEEDED, type ReadsWorld } from './support/reads-data';

/**
 * What a screen may read besides one document per item shown, and why:
 * - /: the board's query of 10 users is the items (their like counts are on them, decision 0027),
 *   +1 the Elite groups query, +1 Elite cities, +2 slack for queries that find none.
 * - /feed: posts + their distinct authors are the items; +1 the likes query (empty here, billed 1),
 *   +1 slack.
 * - /messages: rows + the other participants; +1 for a lookup that finds no one.
 * - a conversation: its messages; +1 the user looked up by username, +1 the conversation document.
 * - a profile: the user and the bills of its spending history; +1 follow state, +2 the likes and
 *   comments queries (plus the 3 likes and comments seeded on the bills, counted by query per the spec).
 */
const CONSTANT = { home: 4, feed: 2, messages: 1, conversation: 2, profile: 3 + 3 } as const;

interface Row {
  screen: string;
  items: number;
  reads: number;
  limit: number;
  meter: ReadMeter;
}

async function open(page: Page, meter: ReadMeter, path: string, ready: () => Promise<void>) {
  meter.reset();
  await goInApp(page, path);
  await ready();
  await meter.settle();
}

const count = (l: Locator) => l.count();

test.describe.configure({ mode: 'serial' });

test('each screen reads what it shows plus a constant, never a query per list item', async ({ page }) => {
  test.setTimeout(180_000);
  const world: ReadsWorld = await arrangeReadsWorld();
  const meter = await startReadMeter(page);
  await signIn(page, world.me, '/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await meter.settle();
  const shellReads = meter.total();
  const shellTargets = meter.activeTargets();
  const rows: Omit<Row, 'meter'>[] = [];
  const record = (screen: string, items: number, constant: number) => {
    rows.push({ screen, items, reads: meter.total(), limit: items + constant });
    if (process.env.READS_TABLE) console.log(screen, JSON.stringify(meter.entries(), null, 1));
  };

  // Home: the board (Lite) and the Elite sections below the fold.
  await open(page, meter, '/', async () => {
    await expect(
      page
        .getByRole('list', { name: /^Top gold points/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await revealBelowFold(page);
    await expect(
      page.getByRole('list', { name: 'Top elite groups' }).getByRole('listitem').first(),
    ).toBeVisible();
  });
  const homeItems =
    (await count(page.getByRole('list', { name: /^Top gold points/ }).getByRole('listitem'))) +
    (await count(page.getByRole('list', { name: 'Top elite groups' }).getByRole('listitem'))) +
    (await count(page.getByRole('list', { name: /^Sample groups of / }).getByRole('listitem')));
  record('/', homeItems, CONSTANT.home);

  // Feed: the newest posts (the project may hold other suites' posts too) with their authors.
  await goInApp(page, '/help');
  await meter.settle();
  await open(page, meter, '/feed', async () => {
    await expect(page.getByText(`Reads post 0 by ${world.me.username}`)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Posts' }).getByRole('link', { name: world.me.username }).first(),
    ).toBeVisible();
  });
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
  const postCount = await count(posts);
  // Authors: the distinct profile links of the posts shown.
  const authors = new Set(
    await page
      .getByRole('list', { name: 'Posts' })
      .locator('a[href^="/profile/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  );
  expect(postCount).toBeGreaterThanOrEqual(SEEDED.posts);
  record('/feed', postCount + authors.size, CONSTANT.feed);

  // Messages: five conversations with the other participant of each.
  await goInApp(page, '/help');
  await meter.settle();
  const conversations = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await open(page, meter, '/messages', async () => {
    await expect(conversations).toHaveCount(SEEDED.conversations);
    await expect(conversations.filter({ hasText: world.partners[0]!.username })).toBeVisible();
  });
  record('/messages', 2 * SEEDED.conversations, CONSTANT.messages);

  // A conversation: its messages.
  await goInApp(page, '/help');
  await meter.settle();
  const bubbles = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await open(page, meter, `/messages/${world.partners[0]!.username}`, async () => {
    await expect(bubbles).toHaveCount(SEEDED.messagesEach);
  });
  record('conversation', SEEDED.messagesEach, CONSTANT.conversation);

  // A profile (my own) with its spending history open.
  await goInApp(page, '/help');
  await meter.settle();
  await open(page, meter, `/profile/${world.me.username}`, async () => {
    await page.getByRole('button', { name: 'Restaurant spending history' }).click();
    await expect(page.getByRole('list', { name: 'Restaurant visits' }).getByRole('listitem')).toHaveCount(
      SEEDED.bills,
    );
  });
  record('/profile/{username}', 1 + SEEDED.bills, CONSTANT.profile);

  const table = [
    '| screen | items shown | document reads | allowed |',
    '| --- | --- | --- | --- |',
    `| shell (sign-in to /help) | - | ${shellReads} | - |`,
    ...rows.map((r) => `| ${r.screen} | ${r.items} | ${r.reads} | ${r.limit} |`),
  ].join('\n');
  console.log(`${table}\nshell listen targets: ${shellTargets.join('; ')}`);
  for (const r of rows)
    expect(r.reads, `${r.screen}: reads of ${r.items} items`).toBeLessThanOrEqual(r.limit);
  await meter.stop();
});
