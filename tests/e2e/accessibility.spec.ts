// Accessibility of every screen (decision 0012): axe-core (WCAG 2.0 A and AA rules) on every
// route, in the dark and the light theme, with data on screen and the main dialogs open. Any serious or
// critical violation fails the test, printed one per element. Keyboard-only use of the user menu and a
// dialog is checked at the end.
// Side by side with other suites: E2E_PORT=4811 E2E_PROJECT=demo-a11y E2E_STUB_PORT=6811.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import {
  commitDocs,
  createUser,
  expect,
  revealBelowFold,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';
import { arrangeFollow } from './support/points';
import { arrangeBill, arrangeTransfer, hoursAgo, isoDay, patchUser } from './support/profile';

// Each test walks a group of routes twice (two themes): more than the default minute on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

// WCAG 2.0 A and AA, serious and critical. A11Y_BEST_PRACTICE=1 widens the look, by hand: axe's best
// practices too (landmarks, heading order, ...) and every impact.
const WIDE = Boolean(process.env.A11Y_BEST_PRACTICE);
const TAGS = ['wcag2a', 'wcag2aa', ...(WIDE ? ['best-practice'] : [])];
const IMPACTS = WIDE ? ['minor', 'moderate', 'serious', 'critical'] : ['serious', 'critical'];

type Theme = 'dark' | 'light';
const THEMES: readonly Theme[] = ['dark', 'light'];

/**
 * Known violations on screens owned by other work in progress, excluded element by element (route → CSS
 * selectors, each with a comment naming the rule and the fix) until their owners' changes land. Empty:
 * the one listed here (the leaderboard's gold points figure, color-contrast in the light theme) is fixed.
 */
const PENDING: Record<string, string[]> = {};

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One block per rule: where, the rule and its help page, then each element with what is wrong. */
function formatViolations(where: string, violations: Violation[]): string[] {
  return violations.map((v) =>
    [
      `${where}: ${v.id} (${v.impact}) ${v.help}`,
      `  ${v.helpUrl}`,
      ...v.nodes.map((n) => {
        // The summary's first line is "Fix any/all of the following:"; the rest says what is wrong.
        const why = (n.failureSummary ?? '')
          .split('\n')
          .slice(1)
          .map((l) => l.trim());
        return `  - ${n.target.join(' ')}\n      ${why.join('\n      ')}`;
      }),
    ].join('\n'),
  );
}

/** One signed-in (or signed-out) page of a test, checked route after route in both themes. */
class A11y {
  readonly problems: string[] = [];
  theme: Theme = 'dark';

  constructor(readonly page: Page) {}

  /** Stores the theme the way the app does (zustand persist); the next page load uses it. */
  async useTheme(theme: Theme) {
    if (this.page.url() === 'about:blank') await this.page.goto('/terms');
    await this.page.evaluate(
      (t) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: t }, version: 0 })),
      theme,
    );
    this.theme = theme;
  }

  /** Loads `path` and waits until `ready` shows and nothing is loading any more. */
  async open(path: string, ready: (page: Page) => Locator) {
    await this.page.goto(path);
    const html = this.page.locator('html');
    await (this.theme === 'dark'
      ? expect(html).toHaveClass(/\bdark\b/)
      : expect(html).not.toHaveClass(/\bdark\b/));
    await expect(ready(this.page).first()).toBeVisible();
    await this.settle();
  }

  async settle() {
    // Skeletons and spinners gone: axe sees the screen as a person finally sees it.
    const loading = this.page.locator('.animate-pulse:visible, .animate-spin:visible');
    await expect(loading)
      .toHaveCount(0)
      .catch(async (error: Error) => {
        const still = await loading.evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 400)));
        throw new Error(`${error.message}\nstill loading on ${this.page.url()}:\n${still.join('\n')}`);
      });
    // ...and no colour or opacity transition half-way (a button fading in as it becomes enabled).
    await this.page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  }

  /** Runs axe on the page once it has settled; `where` names the screen and state in the report. */
  async check(where: string, route = where) {
    // Dialogs too: a like button turning enabled as its count arrives fades its colour in, and axe
    // measures contrast on whatever frame it catches.
    await this.settle();
    let builder = new AxeBuilder({ page: this.page }).withTags(TAGS);
    for (const selector of PENDING[route] ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const serious = (violations as Violation[]).filter((v) => IMPACTS.includes(v.impact ?? ''));
    this.problems.push(...formatViolations(`[${this.theme}] ${where}`, serious));
  }

  async visit(path: string, ready: (page: Page) => Locator, where = path) {
    await this.open(path, ready);
    await this.check(where, path);
  }

  /** Fails with every violation collected, one block per rule and screen. */
  expectClean() {
    const report = `serious or critical axe violations:\n\n${this.problems.join('\n\n')}\n`;
    expect(this.problems.length, report).toBe(0);
  }
}

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { level, name });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

// ---------------------------------------------------------------- data, arranged over REST

async function arrangeGroup(creator: TestUser, members: TestUser[] = []): Promise<string> {
  const id = `a11y-${creator.uid}`;
  const now = new Date();
  await commitDocs([
    [
      `eliteGroups/${id}`,
      {
        name: `Brera Gourmets ${creator.username.slice(-4)}`,
        region: 'Brera',
        city: 'Milan',
        description: 'Milan diners who love risotto',
        image: '',
        creatorId: creator.uid,
        members: [creator.uid, ...members.map((m) => m.uid)],
        pendingInvites: [],
        totalUsers: 1 + members.length,
        totalPoints: 500,
        createdAt: now,
        updatedAt: now,
      },
    ],
    [
      `eliteGroups/${id}/messages/m1`,
      { groupId: id, userId: creator.uid, content: 'Dinner on Friday?', image: '', createdAt: hoursAgo(1) },
    ],
  ]);
  return id;
}

async function arrangePost(author: TestUser, commenter: TestUser): Promise<string> {
  const id = `a11y-post-${author.uid}`;
  const at = hoursAgo(2);
  await commitDocs([
    [
      `posts/${id}`,
      {
        userId: author.uid,
        content: 'Best cacio e pepe in Trastevere',
        location: 'Rome',
        likeCount: 0,
        commentCount: 1,
        lastCommentId: `${id}-c1`,
        createdAt: at,
        updatedAt: at,
      },
    ],
    [
      `comments/${id}-c1`,
      {
        userId: commenter.uid,
        postId: id,
        content: 'Looks delicious!',
        createdAt: hoursAgo(1),
        updatedAt: hoursAgo(1),
      },
    ],
  ]);
  return id;
}

async function arrangeConversation(a: TestUser, b: TestUser) {
  const [p0, p1] = [a.uid, b.uid].sort() as [string, string];
  const id = `${p0}_${p1}`;
  const first = hoursAgo(3);
  const last = hoursAgo(1);
  await commitDocs([
    [
      `conversations/${id}/messages/m1`,
      {
        senderId: a.uid,
        receiverId: b.uid,
        conversationId: id,
        content: 'Lunch tomorrow?',
        read: true,
        readAt: first,
        createdAt: first,
      },
    ],
    [
      `conversations/${id}/messages/m2`,
      {
        senderId: b.uid,
        receiverId: a.uid,
        conversationId: id,
        content: 'Sure, at noon',
        read: false,
        readAt: null,
        createdAt: last,
      },
    ],
    [
      `conversations/${id}`,
      {
        participants: [p0, p1],
        lastMessage: 'Sure, at noon',
        lastMessageAt: last,
        lastMessageId: 'm2',
        lastSenderId: b.uid,
        updatedAt: last,
        unreadCount: 1,
        unread: { [a.uid]: 1, [b.uid]: 0 },
        lastReadIds: ['m1'],
        lastReadAt: first,
      },
    ],
  ]);
}

async function arrangeNotifications(recipient: TestUser, actor: TestUser, postId: string, groupId: string) {
  const base = {
    recipientId: recipient.uid,
    actorId: actor.uid,
    actor: { username: actor.username, photoURL: '' },
    readAt: null,
  };
  await commitDocs([
    [
      `notifications/a11y-like-${recipient.uid}`,
      {
        ...base,
        type: 'like',
        targetId: postId,
        content: 'liked your post',
        read: false,
        createdAt: hoursAgo(1),
      },
    ],
    [
      `notifications/a11y-follow-${recipient.uid}`,
      {
        ...base,
        type: 'follow',
        targetId: recipient.uid,
        content: 'started following you',
        read: true,
        createdAt: hoursAgo(2),
      },
    ],
    [
      `notifications/a11y-points-${recipient.uid}`,
      {
        ...base,
        type: 'points',
        targetId: recipient.uid,
        content: 'sent you 5 silver points',
        read: false,
        createdAt: hoursAgo(3),
      },
    ],
    [
      `notifications/a11y-invite-${recipient.uid}`,
      {
        ...base,
        type: 'group_invite',
        targetId: groupId,
        content: 'invited you to join Brera Gourmets',
        read: false,
        createdAt: hoursAgo(4),
      },
    ],
  ]);
}

/** A diner with followers, following, bills, a transfer, a post, a conversation and a group. */
async function arrangeWorld() {
  const me = await createUser({ gold: 640, silver: 120 });
  const friend = await createUser({ gold: 320 });
  const other = await createUser({ gold: 90 });
  await arrangeFollow(friend, me);
  await arrangeFollow(me, friend);
  await arrangeFollow(me, other);
  await arrangeBill(me, {
    restaurantName: 'Trattoria Bella',
    address: 'Via Roma 1, Milano',
    totalAmount: 84.5,
    date: isoDay(2),
  });
  await arrangeTransfer(me, friend, 10, hoursAgo(5));
  const postId = await arrangePost(friend, me);
  await arrangeConversation(me, friend);
  const groupId = await arrangeGroup(me, [friend]);
  await arrangeNotifications(me, friend, postId, groupId);
  return { me, friend, other, postId, groupId };
}

// ---------------------------------------------------------------- the screens

test('public screens, signed out: leaderboard with the city dialog, login, terms, data privacy', async ({
  page,
}) => {
  const top = await createUser({ gold: 900 });
  // A group, so the Elite Groups section has a row.
  await arrangeGroup(top);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    // Rows on the board (whoever tops it: other suites' users may outrank this one).
    await a11y.open('/', (p) => p.getByRole('list', { name: /^Top gold points/ }).getByRole('listitem'));
    await revealBelowFold(page);
    await expect(page.getByRole('list', { name: 'Top elite groups' })).toBeVisible();
    await a11y.check('/');
    await page.getByRole('region', { name: 'Elite Cities' }).getByRole('button').first().click();
    await expect(dialog(page, /Elite Groups$/)).toBeVisible();
    await a11y.check('/ city dialog', '/');
    await page.keyboard.press('Escape');
    await a11y.visit('/login', heading('Goldfork'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await a11y.check('/login sign-up form', '/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('form', { name: 'Reset your password' })).toBeVisible();
    await a11y.check('/login forgot-password form', '/login');
    await a11y.visit('/terms', heading('Terms and Conditions'));
    await a11y.visit('/data-privacy', heading(/Privacy/));
  }
  a11y.expectClean();
});

test('shell with the user menu, feed, post and notifications, signed in', async ({ page }) => {
  const { me, postId } = await arrangeWorld();
  await signIn(page, me);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/', heading('Leaderboard'), '/ signed in');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await a11y.check('user menu', '/');
    await page.keyboard.press('Escape');
    await a11y.visit('/feed', (p) => p.getByRole('article').filter({ hasText: 'Best cacio e pepe' }));
    const post = page.getByRole('article').filter({ hasText: 'Best cacio e pepe' }).first();
    await post.getByRole('button', { name: /1 comment/ }).click();
    await expect(post.getByText('Looks delicious!')).toBeVisible();
    await a11y.check('/feed with comments open', '/feed');
    await a11y.visit(`/post/${postId}`, (p) => p.getByText('Looks delicious!'), '/post/{id}');
    await a11y.visit('/notifications', (p) =>
      p.getByRole('list', { name: 'Notifications' }).getByRole('link'),
    );
  }
  a11y.expectClean();
});

test('settings and the menu pages, signed in', async ({ page }) => {
  const me = await createUser({ gold: 40 });
  await signIn(page, me);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/settings', heading('Settings'));
    await a11y.visit('/privacy', heading(/Privacy/));
    await a11y.visit('/settings/security', heading('Security'));
    await a11y.visit('/settings/notifications', (p) => p.getByRole('switch', { name: /^Messages/ }));
    await a11y.visit('/help', heading(/Help/));
    await a11y.visit('/about', heading(/About/));
  }
  a11y.expectClean();
});

test('profile screens with the edit, followers, bills and transfers dialogs', async ({ page }) => {
  const { me, friend } = await arrangeWorld();
  await signIn(page, me);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/profile/me', heading(me.username));
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(dialog(page, 'Edit profile')).toBeVisible();
    await a11y.check('/profile/me edit profile dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '1 Follower', exact: true }).click();
    await expect(dialog(page, 'Followers').getByText(friend.username)).toBeVisible();
    await a11y.check('/profile/me followers dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Restaurant spending history' }).click();
    await expect(dialog(page, 'Restaurant spending history').getByText('Trattoria Bella')).toBeVisible();
    await a11y.check('/profile/me bills dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Silver points history' }).click();
    await expect(dialog(page, 'Silver points history').getByText(friend.username)).toBeVisible();
    await a11y.check('/profile/me transfers dialog');
    await page.keyboard.press('Escape');
    // Follow/Unfollow turns enabled when the follow state arrives, fading in: axe caught it half-way
    // (CI, dark theme: contrast 2.97), so the check waits for it.
    await a11y.visit(
      `/profile/${friend.username}`,
      (p) => p.getByRole('button', { name: /^(Follow|Unfollow)$/ }).and(p.locator(':enabled')),
      '/profile/{other}',
    );
  }
  a11y.expectClean();
});

test('messages, a conversation and the compose screen', async ({ page }) => {
  const { me, friend, other } = await arrangeWorld();
  await signIn(page, me);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/messages', (p) =>
      p.getByRole('list', { name: 'Conversations' }).getByText(friend.username),
    );
    await a11y.visit(
      `/messages/${friend.username}`,
      (p) => p.getByText('Sure, at noon'),
      '/messages/{username}',
    );
    await a11y.visit(
      `/send-message/${other.username}`,
      heading(`Message ${other.username}`),
      '/send-message/{username}',
    );
  }
  a11y.expectClean();
});

test('scan and send points', async ({ page }) => {
  const { me, friend } = await arrangeWorld();
  await signIn(page, me);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/scan', heading(/Scan/));
    await a11y.visit('/send-points/me', (p) => p.getByText(friend.username));
    await a11y.visit(
      `/send-points/${friend.username}`,
      (p) => p.getByText(friend.username),
      '/send-points/me',
    );
  }
  a11y.expectClean();
});

test('elite groups: create, the group with its tabs and the invite dialog, settings', async ({ page }) => {
  const { me, other, groupId } = await arrangeWorld();
  await signIn(page, me);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/elite-groups/new', heading(/Create/));
    await a11y.visit(
      `/elite-groups/${groupId}`,
      (p) => p.getByText('Dinner on Friday?'),
      '/elite-groups/{id}',
    );
    for (const tab of ['Members', 'Events']) {
      await page.getByRole('tab', { name: tab }).click();
      await a11y.check(`/elite-groups/{id} ${tab} tab`);
    }
    await page.getByRole('button', { name: 'Invite Members' }).click();
    const invite = dialog(page, 'Invite Members');
    await invite.getByLabel('Search users').fill(other.username);
    await expect(invite.getByRole('checkbox', { name: other.username })).toBeVisible();
    await a11y.check('/elite-groups/{id} invite dialog');
    await page.keyboard.press('Escape');
    await a11y.visit(`/elite-groups/${groupId}/settings`, heading(/Settings/), '/elite-groups/{id}/settings');
  }
  a11y.expectClean();
});

test('restaurant profile of an owner: the tabs and the edit form', async ({ page }) => {
  const owner = await createUser({ gold: 50 });
  const diner = await createUser({ gold: 300 });
  const name = `Osteria A11y ${owner.username.slice(-4)}`;
  const address = 'Via Garibaldi 7, 10122 Torino';
  await patchUser(owner, {
    isRestaurantOwner: true,
    restaurantActivatedAt: hoursAgo(48),
    restaurantProfile: {
      name,
      description: 'Piedmontese classics',
      address,
      cuisine: 'Italian',
      priceRange: '€€',
      openingHours: 'Tue-Sun 12-15, 19-23',
      phone: '+39 011 123456',
      website: 'https://osteria.example',
      rating: 4.5,
      reviews: 12,
      updatedAt: hoursAgo(24),
    },
  });
  const billAt = hoursAgo(20);
  await commitDocs([
    // A diner's bill at this restaurant, as the scan stores it (restaurantKey: what the owner's charts query).
    [
      `bills/a11y-${owner.uid}`,
      {
        userId: diner.uid,
        restaurantName: name,
        address,
        restaurantKey: restaurantKeyOf(name, address),
        totalAmount: 120,
        date: isoDay(1),
        items: [],
        goldPointsEarned: 120,
        status: 'processed',
        receiptKey: `${isoDay(1)}_a11y-${owner.uid}`,
        createdAt: billAt,
        updatedAt: billAt,
      },
    ],
    [
      `users/${owner.uid}/private/restaurantStats`,
      {
        totalBills: 1,
        totalRevenue: 120,
        spenders: { [diner.uid]: { amount: 120, visits: 1, lastVisit: isoDay(1) } },
        lastBillAt: billAt,
      },
    ],
  ]);
  await signIn(page, owner);
  const a11y = new A11y(page);
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/restaurant/profile', heading(name));
    for (const tab of ['Statistics', 'Marketing']) {
      await page.getByRole('tab', { name: tab }).click();
      await a11y.check(`/restaurant/profile ${tab} tab`, '/restaurant/profile');
    }
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: /Save/ })).toBeVisible();
    await a11y.check('/restaurant/profile edit form', '/restaurant/profile');
  }
  a11y.expectClean();
});

// ---------------------------------------------------------------- keyboard alone

/** Presses Tab until `target` has focus (at most `max` times): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: the user menu and the edit profile dialog', async ({ page }) => {
  const me = await createUser({ gold: 10 });
  await signIn(page, me);
  const button = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('menu', { name: 'Main menu' });
  const item = (name: string) => menu.getByRole('menuitem', { name });

  await tabTo(page, button);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Notifications')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Account Settings')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Log Out')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Notifications')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Log Out')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Notifications')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowUp');
  await expect(item('Log Out')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(button).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(item('Notifications')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item('Help Center')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help$/);
  await expect(menu).toHaveCount(0);

  // A dialog: opened from the keyboard, Tab and Shift+Tab stay inside, Escape closes, focus returns.
  await page.goto('/profile/me');
  const edit = page.getByRole('button', { name: 'Edit profile' });
  await expect(edit).toBeVisible();
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const editDialog = dialog(page, 'Edit profile');
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const inside = () => editDialog.evaluate((d) => d.contains(document.activeElement));
  const stops = await editDialog.evaluate(
    (d) =>
      d.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), textarea, select').length,
  );
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
  }
  await editDialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
  await expect(editDialog.getByRole('button', { name: 'Close' })).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editDialog).toHaveCount(0);
  await expect(edit).toBeFocused();
});
