// The walk over every screen in Italian (decision 0033): an Italian browser (Accept-Language and
// navigator.languages it-IT, no choice stored) gets the app in Italian. On each screen and open dialog, in
// the dark and the light theme, no text of the English catalogue is left (support/english-left.ts: the
// visible texts, the accessible labels and the tab's title), <html lang> is "it", and axe finds nothing
// serious. The names used to find things are the Italian catalogue's (say()), so a screen still in
// English is not found at all. The English walk: accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { A11y, dialog, THEMES } from './support/a11y';
import { say } from './support/english-left';
import { createUser, expect, revealBelowFold, test, type TestUser } from './support/fixtures';
import { arrangeGroup, arrangeRestaurant, arrangeWorld } from './support/world';

test.use({ locale: 'it-IT' });
// Each test walks a group of routes twice (two themes): more than the default minute on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const tr = (key: string, values?: Record<string, string | number>) => say('it', key, values);
const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { level, name, exact: true });

/** Signs in through the Italian form and waits until the app has left /login. */
async function signInItalian(page: Page, user: TestUser, then = '/') {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByLabel(tr('auth:form.email')).fill(user.email);
  await page.getByLabel(tr('auth:form.password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: tr('auth:form.signIn'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (then !== '/') await page.goto(then);
}

test('public screens in Italian, signed out: leaderboard with the city dialog, login, terms, data privacy', async ({
  page,
}) => {
  const top = await createUser({ gold: 900 });
  await arrangeGroup(top);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.open('/', (p) =>
      p.getByRole('list', { name: /^Classifica per punti oro/ }).getByRole('listitem'),
    );
    await revealBelowFold(page);
    await expect(page.getByRole('list', { name: tr('elite:groups.list') })).toBeVisible();
    await a11y.check('/');
    await page
      .getByRole('region', { name: tr('elite:cities.title') })
      .getByRole('button')
      .first()
      .click();
    await expect(dialog(page, /^Gruppi Elite di /)).toBeVisible();
    await a11y.check('/ city dialog', '/');
    await page.keyboard.press('Escape');
    await a11y.visit('/login', heading('Goldfork'));
    await page.getByRole('button', { name: tr('auth:form.toSignUp'), exact: true }).click();
    await expect(page.getByRole('button', { name: tr('auth:form.toSignIn'), exact: true })).toBeVisible();
    await a11y.check('/login sign-up form', '/login');
    await page.getByRole('button', { name: tr('auth:reset.toggle') }).click();
    await expect(page.getByRole('form', { name: tr('auth:reset.title') })).toBeVisible();
    await a11y.check('/login forgot-password form', '/login');
    await a11y.visit('/terms', heading(tr('pages:terms.title')));
    await a11y.visit('/data-privacy', heading(tr('pages:dataPrivacy.title')));
  }
  a11y.expectClean();
});

test('shell with the user menu, feed, post and notifications, in Italian', async ({ page }) => {
  const { me, postId } = await arrangeWorld();
  await signInItalian(page, me);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/', heading(tr('leaderboard:title')), '/ signed in');
    await page.getByRole('button', { name: tr('shell:menu.button') }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await a11y.check('user menu', '/');
    await page.keyboard.press('Escape');
    await a11y.visit('/feed', (p) => p.getByRole('article').filter({ hasText: 'Best cacio e pepe' }));
    const post = page.getByRole('article').filter({ hasText: 'Best cacio e pepe' }).first();
    await post.getByRole('button', { name: tr('social:comments.count', { count: 1, n: 1 }) }).click();
    await expect(post.getByText('Looks delicious!')).toBeVisible();
    await a11y.check('/feed with comments open', '/feed');
    await a11y.visit(`/post/${postId}`, (p) => p.getByText('Looks delicious!'), '/post/{id}');
    await a11y.visit('/notifications', (p) =>
      p.getByRole('list', { name: tr('notifications:list') }).getByRole('link'),
    );
  }
  a11y.expectClean();
});

test('settings, language, app settings and the menu pages, in Italian', async ({ page }) => {
  const me = await createUser({ gold: 40 });
  await signInItalian(page, me);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/settings', heading(tr('settings:title')));
    await a11y.visit('/settings/language', heading(tr('settings:language.title')));
    await a11y.visit('/settings/app', heading(tr('settings:app.title')));
    await a11y.visit('/privacy', heading(tr('account:privacy.title')));
    await a11y.visit('/settings/security', heading(tr('account:security.title')));
    await a11y.visit('/settings/notifications', (p) =>
      p.getByRole('switch', {
        name: new RegExp(`^${tr('account:notificationSettings.kinds.message.label')}`),
      }),
    );
    await a11y.visit('/help', heading(tr('pages:help.title')));
    await a11y.visit('/about', heading(tr('pages:about.title')));
  }
  a11y.expectClean();
});

test('profile screens with the edit, followers, bills and transfers dialogs, in Italian', async ({
  page,
}) => {
  const { me, friend } = await arrangeWorld();
  await signInItalian(page, me);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/profile/me', heading(me.username));
    await page.getByRole('button', { name: tr('profile:actions.editProfile') }).click();
    await expect(dialog(page, tr('profile:edit.title'))).toBeVisible();
    await a11y.check('/profile/me edit profile dialog');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: tr('profile:header.followersCount', { count: 1, n: 1 }), exact: true })
      .click();
    await expect(dialog(page, tr('profile:lists.followers')).getByText(friend.username)).toBeVisible();
    await a11y.check('/profile/me followers dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: tr('profile:page.spendingHistory') }).click();
    await expect(dialog(page, tr('profile:bills.title')).getByText('Trattoria Bella')).toBeVisible();
    await a11y.check('/profile/me bills dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: tr('profile:page.silverHistory') }).click();
    await expect(dialog(page, tr('profile:transfers.title')).getByText(friend.username)).toBeVisible();
    await a11y.check('/profile/me transfers dialog');
    await page.keyboard.press('Escape');
    const followButton = new RegExp(`^(${tr('profile:actions.follow')}|${tr('profile:actions.unfollow')})$`);
    await a11y.visit(
      `/profile/${friend.username}`,
      (p) => p.getByRole('button', { name: followButton }).and(p.locator(':enabled')),
      '/profile/{other}',
    );
  }
  a11y.expectClean();
});

test('messages, a conversation and the compose screen, in Italian', async ({ page }) => {
  const { me, friend, other } = await arrangeWorld();
  await signInItalian(page, me);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/messages', (p) =>
      p.getByRole('list', { name: tr('messages:list.label') }).getByText(friend.username),
    );
    await a11y.visit(
      `/messages/${friend.username}`,
      (p) => p.getByText('Sure, at noon'),
      '/messages/{username}',
    );
    await a11y.visit(
      `/send-message/${other.username}`,
      heading(tr('messages:compose.title', { username: other.username })),
      '/send-message/{username}',
    );
  }
  a11y.expectClean();
});

test('scan and send points, in Italian', async ({ page }) => {
  const { me, friend } = await arrangeWorld();
  await signInItalian(page, me);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/scan', heading(tr('scan:screen.title')));
    await a11y.visit('/send-points/me', (p) => p.getByText(friend.username));
    await a11y.visit(
      `/send-points/${friend.username}`,
      (p) => p.getByText(friend.username),
      '/send-points/me',
    );
  }
  a11y.expectClean();
});

test('elite groups in Italian: create, the group with its tabs and the invite dialog, settings', async ({
  page,
}) => {
  const { me, other, groupId } = await arrangeWorld();
  await signInItalian(page, me);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/elite-groups/new', heading(tr('groups:create.title')));
    await a11y.visit(
      `/elite-groups/${groupId}`,
      (p) => p.getByText('Dinner on Friday?'),
      '/elite-groups/{id}',
    );
    for (const tab of ['members', 'events']) {
      await page.getByRole('tab', { name: tr(`groups:page.tabs.${tab}`) }).click();
      await a11y.check(`/elite-groups/{id} ${tab} tab`);
    }
    await page.getByRole('button', { name: tr('groups:page.inviteMembers') }).click();
    const invite = dialog(page, tr('groups:invite.dialog.title'));
    await invite.getByLabel(tr('groups:invite.dialog.search')).fill(other.username);
    await expect(invite.getByRole('checkbox', { name: other.username })).toBeVisible();
    await a11y.check('/elite-groups/{id} invite dialog');
    await page.keyboard.press('Escape');
    await a11y.visit(
      `/elite-groups/${groupId}/settings`,
      (p) => p.getByRole('heading', { level: 1 }),
      '/elite-groups/{id}/settings',
    );
  }
  a11y.expectClean();
});

test('restaurant profile of an owner in Italian: the tabs and the edit form', async ({ page }) => {
  const owner = await createUser({ gold: 50 });
  const diner = await createUser({ gold: 300 });
  const name = await arrangeRestaurant(owner, diner);
  await signInItalian(page, owner);
  const a11y = new A11y(page, 'it');
  for (const theme of THEMES) {
    await a11y.useTheme(theme);
    await a11y.visit('/restaurant/profile', heading(name));
    for (const tab of ['statistics', 'marketing']) {
      await page.getByRole('tab', { name: tr(`restaurant:tabs.${tab}`) }).click();
      await a11y.check(`/restaurant/profile ${tab} tab`, '/restaurant/profile');
    }
    await page.getByRole('button', { name: tr('restaurant:page.editProfile') }).click();
    await expect(page.getByRole('button', { name: tr('restaurant:form.save') })).toBeVisible();
    await a11y.check('/restaurant/profile edit form', '/restaurant/profile');
  }
  a11y.expectClean();
});
