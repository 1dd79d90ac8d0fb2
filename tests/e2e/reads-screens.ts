// The screens reads.spec.ts measures (decision 0015, issue 20): how each is opened, when it is ready, how
// many items it shows, and what it may read besides one document per item shown.
import type { Locator, Page } from '@playwright/test';
import { expect, revealBelowFold } from './support/fixtures';
import type { ReadMeter } from './support/read-meter';
import { goInApp, SEEDED, type ReadsWorld } from './support/reads-data';

export interface Measured {
  screen: string;
  items: number;
  reads: number;
  bytes: number;
  /** The most reads allowed: the items shown (at most the page) plus the screen's constant. */
  limit: number;
}

export interface Screen {
  name: string;
  /**
   * What the screen may read besides one document per item shown, and why (the demo run's extras): see
   * each screen below.
   */
  constant: number;
  /** The live page the issue sets for the screen's list: items shown beyond it are history not to read. */
  page?: number;
  /** Opens the screen from where the previous one left (by default from /help), resolves its items. */
  open(page: Page, world: ReadsWorld): Promise<number>;
  /** Opened in place on the previous screen (a modal of the profile), not from /help. */
  inPlace?: boolean;
}

const count = (l: Locator) => l.count();
const list = (page: Page, name: string | RegExp) => page.getByRole('list', { name }).getByRole('listitem');

async function openModal(page: Page, button: string | RegExp, listName: string, expected: number) {
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.getByRole('list', { name: listName }).getByRole('listitem')).not.toHaveCount(0);
  await expect
    .poll(() => count(dialog.getByRole('list', { name: listName }).getByRole('listitem')))
    .toBeGreaterThanOrEqual(expected);
  return count(dialog.getByRole('list', { name: listName }).getByRole('listitem'));
}

export const SCREENS: Screen[] = [
  {
    // The board's 10 users are items; +1 the likes query of their cards, +1 Elite groups, +1 Elite cities,
    // +2 slack for queries that find none.
    name: '/',
    constant: 5,
    async open(page) {
      await goInApp(page, '/');
      await expect(list(page, /^Top gold points/).first()).toBeVisible();
      await revealBelowFold(page);
      await expect(list(page, 'Top elite groups').first()).toBeVisible();
      return (
        (await count(list(page, /^Top gold points/))) +
        (await count(list(page, 'Top elite groups'))) +
        (await count(list(page, /^Sample groups of /)))
      );
    },
  },
  {
    // Posts and their distinct authors are the items; +1 my likes of them (empty, billed 1), +1 slack.
    name: '/feed',
    constant: 2,
    async open(page, world) {
      await goInApp(page, '/feed');
      await expect(page.getByText(`Reads post 0 by ${world.me.username}`)).toBeVisible();
      const posts = page.getByRole('list', { name: 'Posts' });
      await expect(posts.getByRole('link', { name: world.me.username }).first()).toBeVisible();
      expect(await count(posts.getByRole('listitem'))).toBeGreaterThanOrEqual(SEEDED.posts);
      const authors = new Set(
        await posts
          .locator('a[href^="/profile/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      );
      return (await count(posts.getByRole('listitem'))) + authors.size;
    },
  },
  {
    // Notifications carry their actor: the rows are the items; +1 slack.
    name: '/notifications',
    constant: 1,
    page: 30,
    async open(page) {
      await goInApp(page, '/notifications');
      await expect(list(page, 'Notifications')).not.toHaveCount(0);
      await expect
        .poll(() => count(list(page, 'Notifications')))
        .toBeGreaterThanOrEqual(SEEDED.notifications);
      return count(list(page, 'Notifications'));
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
      await expect(rows).toHaveCount(SEEDED.conversations);
      await expect(rows.filter({ hasText: world.partners[0]!.username })).toBeVisible();
      return 2 * (await count(rows));
    },
  },
  {
    // Its messages; +1 the user looked up by username, +1 the conversation document.
    name: 'conversation',
    constant: 2,
    page: 50,
    async open(page, world) {
      await goInApp(page, `/messages/${world.partners[0]!.username}`);
      await expect(list(page, 'Messages').last()).toContainText(`Message ${SEEDED.messagesEach - 1}`);
      return count(list(page, 'Messages'));
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
      await expect(chat.getByRole('listitem').last()).toContainText(
        `Group message ${SEEDED.groupMessages - 1}`,
      );
      return count(chat.getByRole('listitem'));
    },
  },
  {
    // The user; +1 the username's document, +1 slack.
    name: '/profile/me',
    constant: 2,
    async open(page, world) {
      await goInApp(page, '/profile/me');
      await expect(page.getByRole('heading', { name: world.me.username })).toBeVisible();
      return 1;
    },
  },
  {
    // The bills shown; +2 their likes and comments queries, +3 the likes and comment seeded on them
    // (counted by query: spec section 7).
    name: '/profile/me bills',
    constant: 5,
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
      return 2 * (await openModal(page, /^\d+ Followers?$/, 'Followers', SEEDED.followers));
    },
  },
  {
    // The user; +1 the username's document, +1 my follow of them, +1 slack.
    name: 'another profile',
    constant: 3,
    async open(page, world) {
      const other = world.partners[0]!.username;
      await goInApp(page, `/profile/${other}`);
      await expect(page.getByRole('heading', { name: other })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
      return 1;
    },
  },
  {
    // The statistics document, the bills in its 12-week window and the top spenders' users; +1 slack.
    name: 'owner dashboard',
    constant: 1,
    async open(page) {
      await goInApp(page, '/restaurant/profile');
      const spenders = list(page, 'Top spenders');
      await expect(spenders).toHaveCount(2);
      return 1 + SEEDED.restaurantBills + (await count(spenders));
    },
  },
];

/** Opens each screen in the app (from /help unless in place) and measures what it read. */
export async function measureScreens(page: Page, meter: ReadMeter, world: ReadsWorld): Promise<Measured[]> {
  const rows: Measured[] = [];
  for (const s of SCREENS) {
    if (!s.inPlace) {
      await goInApp(page, '/help');
      await meter.settle();
    }
    meter.reset();
    const shown = await s.open(page, world);
    await meter.settle();
    const items = s.page ? Math.min(shown, s.page) : shown;
    rows.push({
      screen: s.name,
      items,
      reads: meter.total(),
      bytes: meter.bytes(),
      limit: items + s.constant,
    });
    if (process.env.READS_TABLE) console.log(s.name, JSON.stringify(meter.entries()));
  }
  return rows;
}
