// The screens reads.spec.ts measures (decision 0015): how each is opened, when it is ready, how
// many items it shows, and what it may read besides one document per item shown.
import type { Locator, Page } from '@playwright/test';
import type { ReadMeter } from './support/read-meter';
import { goInApp, SEEDED, type ReadsWorld } from './support/reads-data';

export interface Measured {
  screen: string;
  items: number;
  reads: number;
  bytes: number;
  /** The most reads allowed: the items shown (at most the page) plus the screen's constant. */
  limit: number;
  /** Why the screen could not be measured (it did not show its items in time). */
  error?: string;
}

interface Screen {
  name: string;
  /**
   * What the screen may read besides one document per item shown, and why (the demo run's extras): see
   * each screen below.
   */
  constant: number;
  /** The live page the issue sets for the screen's list: items shown beyond it are history not to read. */
  page?: number;
  /** Opens the screen from where the previous one left (by default from /help), resolves its items. */
  /** Resolves when the screen shows what it should, with how to count its items once it has settled. */
  open(page: Page, world: ReadsWorld): Promise<Counter>;
  /** Opened in place on the previous screen (a modal of the profile), not from /help. */
  inPlace?: boolean;
}

// A screen reading a long history on a busy machine can take long to show it: it is measured, not timed.
// Plain waits, not expect: a screen that never shows its items is a row of the table, not the end of it.
const WAIT_MS = 30_000;
type Counter = () => Promise<number>;
const count = (l: Locator) => l.count();
const shown = (l: Locator) => l.waitFor({ state: 'visible', timeout: WAIT_MS });

async function until(what: string, ok: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > WAIT_MS) throw new Error(`not shown in ${WAIT_MS / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const list = (page: Page, name: string | RegExp) => page.getByRole('list', { name }).getByRole('listitem');

async function openModal(page: Page, button: string | RegExp, listName: string, expected: number) {
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) {
    await page.keyboard.press('Escape');
    await until('the previous dialog closed', async () => (await dialog.count()) === 0);
  }
  await page.getByRole('button', { name: button, exact: true }).click();
  const items = dialog.getByRole('list', { name: listName }).getByRole('listitem');
  await until(`${expected} items in ${listName}`, async () => (await count(items)) >= expected);
  return () => count(items);
}

const SCREENS: Screen[] = [
  {
    // The board's 10 users are items (their like counts are on them, decision 0027); +1 Elite groups,
    // +1 Elite cities, +2 slack for queries that find none.
    name: '/',
    constant: 4,
    async open(page) {
      await goInApp(page, '/');
      await shown(list(page, /^Top gold points/).first());
      await page.locator('[data-below-fold]').scrollIntoViewIfNeeded();
      await shown(page.locator('[data-below-fold="loaded"]'));
      await shown(list(page, 'Top elite groups').first());
      return async () =>
        (await count(list(page, /^Top gold points/))) +
        (await count(list(page, 'Top elite groups'))) +
        (await count(list(page, 'Top elite cities')));
    },
  },
  {
    // An Elite City's dialog, on the board (decision 0052): its top groups, at most 3 whatever the
    // number of its groups (104 on the long run), are the items; +1 slack.
    name: 'Elite city',
    constant: 1,
    page: 3,
    inPlace: true,
    async open(page) {
      await page.getByRole('list', { name: 'Top elite cities' }).getByRole('button').first().click();
      const groups = page
        .getByRole('dialog')
        .getByRole('list', { name: /^Top groups of / })
        .getByRole('listitem');
      await until('3 groups of the city', async () => (await count(groups)) >= 3);
      return () => count(groups);
    },
  },
  {
    // Posts and their distinct authors are the items; +1 my likes of them (empty, billed 1), +1 slack.
    name: '/feed',
    constant: 2,
    async open(page, world) {
      await goInApp(page, '/feed');
      await shown(page.getByText(`Reads post 0 by ${world.me.username}`));
      const posts = page.getByRole('list', { name: 'Posts' });
      await shown(posts.getByRole('link', { name: world.me.username }).first());
      await until(
        `${SEEDED.posts} posts`,
        async () => (await count(posts.getByRole('listitem'))) >= SEEDED.posts,
      );
      // Counted once settled, as every screen's items: authors read at open time were those of the posts
      // rendered by then (13 items counted for 19 reads of 12 posts and 6 authors, on a busy machine).
      const authors = async () =>
        new Set(
          await posts
            .locator('a[href^="/profile/"]')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        ).size;
      return async () => (await count(posts.getByRole('listitem'))) + (await authors());
    },
  },
  {
    // Notifications carry their actor: the rows are the items; +1 slack.
    name: '/notifications',
    constant: 1,
    page: 30,
    async open(page) {
      await goInApp(page, '/notifications');
      await until(
        `${SEEDED.notifications} notifications`,
        async () => (await count(list(page, 'Notifications'))) >= SEEDED.notifications,
      );
      return () => count(list(page, 'Notifications'));
    },
  },
  {
    // Rows and the other participant of each are the items; +1 for a lookup that finds no one.
    name: '/messages',
    constant: 1,
    page: 2 * 30,
    async open(page, world) {
      await goInApp(page, '/messages');
      const rows = list(page, 'Conversations');
      await until(
        `${SEEDED.conversations} conversations`,
        async () => (await count(rows)) === SEEDED.conversations,
      );
      await shown(rows.filter({ hasText: world.partners[0]!.username }));
      return async () => 2 * (await count(rows));
    },
  },
  {
    // Its messages; +1 the user looked up by username, +1 the conversation document.
    name: 'conversation',
    constant: 2,
    page: 50,
    async open(page, world) {
      await goInApp(page, `/messages/${world.partners[0]!.username}`);
      await shown(list(page, 'Messages').filter({ hasText: `Message ${SEEDED.messagesEach - 1} with` }));
      return () => count(list(page, 'Messages'));
    },
  },
  {
    // Its messages; +1 the group, +3 its members (the senders are among them), +1 slack.
    name: 'group chat',
    constant: 5,
    page: 50,
    async open(page, world) {
      await goInApp(page, `/elite-groups/${world.groupId}`);
      const chat = page.getByRole('log', { name: 'Group chat' });
      await shown(chat.getByRole('listitem').filter({ hasText: `Reads chat ${SEEDED.groupMessages - 1}` }));
      return () => count(chat.getByRole('listitem'));
    },
  },
  {
    // Decision 0051, opened on the group chat: its events (the upcoming ones, then a page of 10 past
    // ones, whatever the history); +2 my attendance of each upcoming one shown, +1 slack.
    name: 'group events tab',
    constant: 3,
    page: 20,
    inPlace: true,
    async open(page) {
      await page.getByRole('tab', { name: 'Events' }).click();
      await shown(list(page, 'Events').filter({ hasText: 'Reads event 0' }));
      return () => count(list(page, 'Events'));
    },
  },
  {
    // The user; +1 the username's document, +1 slack.
    name: '/profile/me',
    constant: 2,
    async open(page, world) {
      await goInApp(page, '/profile/me');
      await shown(page.getByRole('heading', { name: world.me.username }));
      return async () => 1;
    },
  },
  {
    // The bills shown (each keeps its like and comment counts, decision 0027); +1 my likes of them
    // (none: billed 1), +1 slack.
    name: '/profile/me bills',
    constant: 2,
    page: 20,
    inPlace: true,
    open: (page) => openModal(page, 'Restaurant spending history', 'Restaurant visits', SEEDED.bills),
  },
  {
    // The transfers shown and the other party of each (one here); +1 slack.
    name: '/profile/me transfers',
    constant: 2,
    page: 20,
    inPlace: true,
    open: (page) => openModal(page, 'Silver points history', 'Silver transfers', SEEDED.transfers),
  },
  {
    // The followers shown: their follows and their users; +1 slack.
    name: '/profile/me followers',
    constant: 1,
    page: 2 * 30,
    inPlace: true,
    async open(page) {
      const followers = await openModal(page, /^\d+ Followers?$/, 'Followers', SEEDED.followers);
      return async () => 2 * (await followers());
    },
  },
  {
    // The user; +1 the username's document, +1 my follow of them, +1 slack.
    name: 'another profile',
    constant: 3,
    async open(page, world) {
      const other = world.partners[0]!.username;
      await goInApp(page, `/profile/${other}`);
      await shown(page.getByRole('heading', { name: other }));
      const follow = page.getByRole('button', { name: 'Follow', exact: true });
      await until('the Follow button enabled', () => follow.isEnabled());
      return async () => 1;
    },
  },
  {
    // The statistics document, the bills in its 12-week window and the top spenders' users; +1 slack.
    name: 'owner dashboard',
    constant: 1,
    async open(page) {
      await goInApp(page, '/restaurant/profile');
      const spenders = list(page, 'Top spenders');
      await until('2 top spenders', async () => (await count(spenders)) === 2);
      return async () => 1 + SEEDED.restaurantBills + (await count(spenders));
    },
  },
  {
    // My offers, in place on the dashboard (decision 0041): a page of 10; besides, the 11th that says
    // there are more, the copies redeemed today (none) and +1 slack.
    name: 'marketing tab',
    constant: 3,
    page: 10,
    inPlace: true,
    async open(page) {
      await page.getByRole('tab', { name: 'Marketing' }).click();
      const offers = page.getByRole('list', { name: 'Offers', exact: true }).getByRole('listitem');
      await until('3 offers', async () => (await count(offers)) >= 3);
      return () => count(offers);
    },
  },
  {
    // The till's form (decision 0046) reads nothing: the restaurant is my profile, already in the shell;
    // +1 slack.
    name: 'till',
    constant: 1,
    async open(page) {
      await goInApp(page, '/restaurant/till');
      await shown(page.getByRole('button', { name: 'Get code' }));
      return async () => 0;
    },
  },
  {
    // A code issued, in place: its one document, listened to for the claim (the item); +1 slack. However
    // many codes the owner issued before, the till names this one by its id.
    name: 'till with a code',
    constant: 1,
    inPlace: true,
    async open(page) {
      await page.getByLabel('Bill total (€)').fill('42.50');
      await page.getByRole('button', { name: 'Get code' }).click();
      await shown(page.getByText('Waiting for the diner to claim it...'));
      return async () => 1;
    },
  },
  {
    // My copies of other restaurants' offers: a page of 10; besides, the 11th that says there are more,
    // +1 slack.
    name: '/perks',
    constant: 2,
    page: 10,
    async open(page) {
      await goInApp(page, '/perks');
      const perks = page.getByRole('list', { name: 'Perks', exact: true }).getByRole('listitem');
      await until('3 perks', async () => (await count(perks)) >= 3);
      return () => count(perks);
    },
  },
  {
    // The page and, per top diner shown, their record and their user (decision 0038). Besides: the claim,
    // the owner (me), my own record and review (none: billed 1 each), my bookmark, the reviews' first
    // page (none), my follows; +2 slack. Popular dishes (decision 0049): one read per dish shown (at most
    // 5), +1 for the query when none has 3 diners (the demo world's).
    name: 'restaurant page',
    constant: 9,
    page: 1 + 2 * 10 + 5,
    async open(page, world) {
      await goInApp(page, `/restaurants/${world.restaurant.key}`);
      const diners = list(page, 'Top diners');
      await until('2 top diners', async () => (await count(diners)) >= 2);
      await shown(page.getByText('No reviews yet'));
      const dishes = list(page, 'Popular here');
      await shown(dishes.first().or(page.getByText('No popular dishes yet')));
      return async () => 1 + 2 * (await count(diners)) + (await count(dishes));
    },
  },
  {
    // The restaurants found (a page of 10), +1 the 11th that says there are more, +1 the people search,
    // +1 slack.
    name: 'search',
    constant: 3,
    page: 10,
    async open(page, world) {
      await goInApp(page, `/search?q=${encodeURIComponent(world.restaurant.name)}`);
      const found = page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem');
      await until('the restaurant found', async () => (await count(found)) >= 1);
      return () => count(found);
    },
  },
];

/** Opens each screen in the app (from /help unless in place) and measures what it read. */
export async function measureScreens(page: Page, meter: ReadMeter, world: ReadsWorld): Promise<Measured[]> {
  const rows: Measured[] = [];
  // READS_SCREENS='/,Elite city' measures only those rows; READS_ONLY=<text> only the screens whose
  // name holds it (one feature's rows, e.g. 'group'). The table is then partial.
  const only = process.env.READS_SCREENS?.split(',');
  const part = process.env.READS_ONLY ?? '';
  for (const s of SCREENS.filter((x) => (!only || only.includes(x.name)) && x.name.includes(part))) {
    if (!s.inPlace) {
      await goInApp(page, '/help');
      await meter.settle();
    }
    meter.reset();
    const t0 = Date.now();
    let counter: Counter = async () => 0;
    let error: string | undefined;
    try {
      counter = await s.open(page, world);
    } catch (e) {
      // Measured all the same (what it read until then); the table says it failed.
      error = (e instanceof Error ? e.message : String(e)).split('\n')[0];
      await page.keyboard.press('Escape');
    }
    await meter.settle();
    // Counted once settled: a long list may still have been growing when the screen first showed.
    const n = await counter().catch(() => 0);
    const items = s.page ? Math.min(n, s.page) : n;
    const limit = items + s.constant;
    rows.push({ screen: s.name, items, reads: meter.total(), bytes: meter.bytes(), limit, error });
    if (process.env.READS_TABLE) {
      console.log(`${s.name} (${Date.now() - t0} ms)`, JSON.stringify(meter.entries()));
    }
  }
  // Back on the shell: the screens' listeners closed as the app closes them (the emulator matches every
  // later write against a listener a closed page left behind).
  await goInApp(page, '/help');
  await meter.settle();
  return rows;
}
