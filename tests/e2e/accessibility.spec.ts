// Accessibility of every screen (decision 0012): axe-core (WCAG 2.0 A and AA rules) on every
// route, in the dark and the light theme, with data on screen and the main dialogs open. Any serious or
// critical violation fails the test, printed one per element. Keyboard-only use of the user menu and a
// dialog is checked at the end.
// The walk runs in English and in Italian (decision 0033): in Italian, in each state, <html lang> is "it"
// and no text of the English catalogue is left (support/english-left.ts). Things are found by their
// names in the walk's own language (say()), so a screen left in English is not found at all.
// Both walks run 360 px wide, and each state is checked for what does not fit (support/overflow.ts).
// Side by side with other suites: E2E_PORT=4811 E2E_PROJECT=demo-a11y E2E_STUB_PORT=6811.
import type { Locator, Page } from '@playwright/test';
import { A11y, dialog, heading, THEMES } from './support/a11y';
import { say, sayPattern } from './support/english-left';
import { overflowing } from './support/overflow';
import {
  commitDocs,
  createUser,
  expect,
  revealBelowFold,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';
import {
  ARRANGED_ADDRESS,
  arrangeCountedCity,
  arrangeGroup,
  arrangeRestaurant,
  arrangeWorld,
} from './support/world';
import { arrangeDishRestaurant } from './support/dishes';
import { restaurantPagePath } from '../../src/domain/paths';
import { newEventDoc } from '../../src/features/groups/api/event-docs';
import { stamped } from '../../fixtures/step-docs';
import { arrangeOffer } from './support/offers';

/** An upcoming event of the group, with one of its 4 places taken (decision 0051). */
async function arrangeGroupEvent(groupId: string) {
  const event = newEventDoc({
    title: 'Risotto night',
    startsAt: new Date(Date.now() + 7 * 86_400_000),
    place: 'Trattoria Bella',
    restaurantKey: '',
    address: 'Via Brera 3, Milan',
    description: 'Saffron risotto for everyone',
    maxAttendees: 4,
  });
  await commitDocs([
    [`eliteGroups/${groupId}/events/a11y-event`, { ...stamped(event, new Date()), goingCount: 1 }],
  ]);
}

// Each test walks a group of routes, each state checked in two themes: more than the default minute on a
// busy machine.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

// ---------------------------------------------------------------- the screens, in each language

// English in both themes; Italian in one. Colours do not depend on the language, so the second theme
// would repeat the English walk's contrast checks, while what Italian alone can break (English left,
// longer labels overflowing at 360 px, the lang attribute) does not depend on the theme. Half the
// Italian walk's minutes (decision 0054).
const WALKS = [
  { language: 'en', locale: 'en-US', inWhat: '', themes: THEMES },
  { language: 'it', locale: 'it-IT', inWhat: ' (in Italian)', themes: ['light'] as const },
] as const;

for (const { language, locale, inWhat, themes } of WALKS) {
  /** A text of the walk's language (the browser's: Accept-Language and navigator.languages). */
  const tr = (key: string, values?: Record<string, string | number>) => say(language, key, values);

  /** Signs in through the form, in the walk's language, and waits until the app has left /login. */
  async function signInHere(page: Page, user: TestUser) {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByLabel(tr('auth:form.email')).fill(user.email);
    await page.getByLabel(tr('auth:form.password'), { exact: true }).fill(user.password);
    await page.getByRole('button', { name: tr('auth:form.signIn'), exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
  }

  test.describe(language, () => {
    // The narrowest phone the app is made for: Italian labels run longer than English ones.
    test.use({ locale, viewport: { width: 360, height: 780 } });

    test(`public screens, signed out: leaderboard with the city dialog, login, terms, data privacy${inWhat}`, async ({
      page,
    }) => {
      const top = await createUser({ gold: 900 });
      // A group, so the Elite Groups section has a row, and one counted in its city, so the Elite Cities do.
      await arrangeGroup(top);
      await arrangeCountedCity(top);
      const a11y = new A11y(page, language, themes);
      const board = tr('leaderboard:board.top', {
        points: tr('leaderboard:board.points.gold'),
        period: tr('leaderboard:board.periods.all'),
      });
      await a11y.useTheme(themes[0]);
      // Rows on the board (whoever tops it: other suites' users may outrank this one).
      await a11y.open('/', (p) => p.getByRole('list', { name: board }).getByRole('listitem'));
      await revealBelowFold(page);
      await expect(page.getByRole('list', { name: tr('elite:groups.list') })).toBeVisible();
      await a11y.check('/');
      await page
        .getByRole('region', { name: tr('elite:cities.title') })
        .getByRole('button')
        .first()
        .click();
      await expect(dialog(page, sayPattern(language, 'elite:cities.modal.title'))).toBeVisible();
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
      a11y.expectClean();
    });

    test(`shell with the user menu, feed, post and notifications, signed in${inWhat}`, async ({ page }) => {
      const { me, postId } = await arrangeWorld();
      await signInHere(page, me);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
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
      a11y.expectClean();
    });

    test(`settings, language, app settings and the menu pages, signed in${inWhat}`, async ({ page }) => {
      const me = await createUser({ gold: 40 });
      await signInHere(page, me);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      await a11y.open('/settings', heading(tr('settings:title')));
      // Its dark mode switch is drawn from the theme store: the other theme through the switch itself.
      const loaded = a11y.theme;
      await a11y.check('/settings', '/settings', [loaded]);
      const darkMode = page.getByRole('switch', { name: tr('settings:rows.darkMode') });
      for (const other of themes.filter((t) => t !== loaded)) {
        await darkMode.setChecked(other === 'dark');
        await expect(page.locator('html')).toHaveClass(other === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await a11y.check('/settings', '/settings', [other]);
        await darkMode.setChecked(loaded === 'dark');
      }
      await a11y.visit('/settings/language', heading(tr('settings:language.title')));
      await a11y.visit('/settings/app', heading(tr('settings:app.title')));
      await a11y.visit('/privacy', (p) =>
        p.getByRole('switch', { name: new RegExp(`^${tr('settings:dinerPrivacy.label')}`) }),
      );
      await a11y.visit(
        '/search?q=a',
        (p) => p.getByRole('heading', { name: tr('search:people.title') }),
        '/search',
      );
      await a11y.visit('/want-to-try', (p) => p.getByText(tr('search:wantToTry.empty')));
      await a11y.visit('/settings/security', heading(tr('account:security.title')));
      const messages = tr('account:notificationSettings.kinds.message.label');
      await a11y.visit('/settings/notifications', (p) =>
        p.getByRole('switch', { name: new RegExp(`^${messages}`) }),
      );
      await a11y.visit('/help', heading(tr('pages:help.title')));
      await a11y.visit('/about', heading(tr('pages:about.title')));
      a11y.expectClean();
    });

    test(`profile screens with the edit, followers, bills and transfers dialogs${inWhat}`, async ({
      page,
    }) => {
      const { me, friend } = await arrangeWorld();
      await signInHere(page, me);
      const a11y = new A11y(page, language, themes);
      const follow = new RegExp(`^(${tr('profile:actions.follow')}|${tr('profile:actions.unfollow')})$`);
      await a11y.useTheme(themes[0]);
      await a11y.visit('/profile/me', heading(me.username));
      await page.getByRole('button', { name: tr('profile:actions.editProfile') }).click();
      await expect(dialog(page, tr('profile:edit.title'))).toBeVisible();
      await a11y.check('/profile/me edit profile dialog');
      await page.keyboard.press('Escape');
      const followers = tr('profile:header.followersCount', { count: 1, n: 1 });
      await page.getByRole('button', { name: followers, exact: true }).click();
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
      // Follow/Unfollow turns enabled when the follow state arrives, fading in: axe caught it half-way
      // (CI, dark theme: contrast 2.97), so the check waits for it.
      await a11y.visit(
        `/profile/${friend.username}`,
        (p) => p.getByRole('button', { name: follow }).and(p.locator(':enabled')),
        '/profile/{other}',
      );
      a11y.expectClean();
    });

    test(`messages, a conversation and the compose screen${inWhat}`, async ({ page }) => {
      const { me, friend, other } = await arrangeWorld();
      await signInHere(page, me);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
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
      a11y.expectClean();
    });

    test(`scan and send points${inWhat}`, async ({ page }) => {
      const { me, friend } = await arrangeWorld();
      await signInHere(page, me);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      await a11y.visit('/scan', heading(tr('scan:screen.title')));
      await a11y.visit('/send-points/me', (p) => p.getByText(friend.username));
      await a11y.visit(
        `/send-points/${friend.username}`,
        (p) => p.getByText(friend.username),
        '/send-points/me',
      );
      a11y.expectClean();
    });

    test(`the till with a code issued, and the scan screen's restaurant code with its bill${inWhat}`, async ({
      page,
    }) => {
      const owner = await createUser({ gold: 50 });
      const diner = await createUser({ gold: 300 });
      await arrangeRestaurant(owner, diner);
      await signInHere(page, owner);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      await a11y.visit('/restaurant/till', heading(tr('dashboard:till.title')));
      await page.getByLabel(tr('dashboard:till.amountLabel')).fill('42.50');
      await page.getByRole('button', { name: tr('dashboard:till.issue') }).click();
      await expect(page.getByText(tr('dashboard:till.waiting'))).toBeVisible();
      await a11y.check('/restaurant/till with a code', '/restaurant/till');
      const code = (await page.getByTestId('till-code').textContent()) ?? '';

      // The scan screen's code form (the owner looks their own code up: it is not claimed here).
      await a11y.open('/scan', heading(tr('scan:screen.title')));
      await page.getByRole('button', { name: tr('scan:code.open') }).click();
      const input = page.getByRole('textbox', { name: tr('scan:code.inputLabel') });
      await input.fill('not a code');
      await page.getByRole('button', { name: tr('scan:code.check') }).click();
      await expect(page.getByText(tr('scan:code.errors.invalid'))).toBeVisible();
      await a11y.check('/scan restaurant code with a problem', '/scan');
      // No camera in this browser: the camera's message.
      await page.getByRole('button', { name: tr('scan:code.camera') }).click();
      await expect(
        page
          .getByText(tr('scan:code.errors.cameraUnavailable'))
          .or(page.getByText(tr('scan:code.errors.cameraDenied'))),
      ).toBeVisible();
      await a11y.check('/scan restaurant code, no camera', '/scan');
      await input.fill(code);
      await page.getByRole('button', { name: tr('scan:code.check') }).click();
      await expect(page.getByRole('article', { name: tr('scan:code.cardTitle') })).toBeVisible();
      await a11y.check("/scan the restaurant code's bill", '/scan');
      a11y.expectClean();
    });

    test(`elite groups: create, the group with its tabs and the invite dialog, settings${inWhat}`, async ({
      page,
    }) => {
      const { me, other, groupId } = await arrangeWorld();
      await arrangeGroupEvent(groupId);
      await signInHere(page, me);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
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
      // The events tab lists an event; the creator's event form (decision 0051).
      await expect(page.getByRole('button', { name: tr('groups:events.addToCalendar') })).toBeVisible();
      await page.getByRole('button', { name: tr('groups:events.create') }).click();
      await expect(dialog(page, tr('groups:events.form.createTitle'))).toBeVisible();
      await a11y.check('/elite-groups/{id} event form');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: tr('groups:page.inviteMembers') }).click();
      const invite = dialog(page, tr('groups:invite.dialog.title'));
      await invite.getByLabel(tr('groups:invite.dialog.search')).fill(other.username);
      await expect(invite.getByRole('checkbox', { name: other.username })).toBeVisible();
      await a11y.check('/elite-groups/{id} invite dialog');
      await page.keyboard.press('Escape');
      await a11y.visit(
        `/elite-groups/${groupId}/settings`,
        heading(tr('groups:settings.title')),
        '/elite-groups/{id}/settings',
      );
      a11y.expectClean();
    });

    test(`restaurant profile of an owner: the tabs and the edit form${inWhat}`, async ({ page }) => {
      const owner = await createUser({ gold: 50 });
      const diner = await createUser({ gold: 300 });
      const name = await arrangeRestaurant(owner, diner);
      await signInHere(page, owner);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      await a11y.visit('/restaurant/profile', heading(name));
      // Its public page (issue 32), through "See your public page": a page, or the state before one.
      await page.getByRole('link', { name: tr('restaurant:page.publicPage') }).click();
      await expect(
        page
          .getByRole('region', { name: tr('restaurants:diners.title') })
          .or(page.getByText(tr('restaurants:page.notFoundTitle'))),
      ).toBeVisible();
      await a11y.check('/restaurants/{key}');
      await page.goBack();
      await expect(heading(name)(page)).toBeVisible();
      for (const tab of ['statistics', 'marketing']) {
        await page.getByRole('tab', { name: tr(`restaurant:tabs.${tab}`) }).click();
        await a11y.check(`/restaurant/profile ${tab} tab`, '/restaurant/profile');
      }
      // The hours editor and the map (issue 42): Monday open with its range, the pin placed and saved;
      // then the public page with its map and text alternative.
      await page.getByRole('tab', { name: tr('restaurant:tabs.overview') }).click();
      const editor = page.getByRole('region', { name: tr('places:editor.title') });
      await expect(editor.getByRole('region', { name: tr('places:editor.location') })).toBeVisible();
      await editor
        .getByRole('group', { name: tr('places:weekdays.mon'), exact: true })
        .getByRole('checkbox', { name: tr('places:editor.closed') })
        .setChecked(false);
      await editor.getByRole('button', { name: tr('places:editor.pinCentre') }).click();
      await editor.getByRole('button', { name: tr('places:editor.save') }).click();
      await expect(page.getByText(tr('places:editor.saved'))).toBeVisible();
      await a11y.check('/restaurant/profile hours and location editor', '/restaurant/profile');
      await page.getByRole('link', { name: tr('restaurant:page.publicPage') }).click();
      await expect(page.getByRole('region', { name: tr('places:map.label', { name }) })).toBeVisible();
      await a11y.check('/restaurants/{key} with its map');
      await page.goBack();
      await expect(heading(name)(page)).toBeVisible();
      await page.getByRole('button', { name: tr('restaurant:page.editProfile') }).click();
      await expect(page.getByRole('button', { name: tr('dashboard:form.save') })).toBeVisible();
      await a11y.check('/restaurant/profile edit form', '/restaurant/profile');
      a11y.expectClean();
    });

    test(`a restaurant page with popular dishes (issue 42)${inWhat}`, async ({ page }) => {
      const owner = await createUser({ gold: 50 });
      const diners = await Promise.all([1, 2, 3].map(() => createUser({ gold: 20 })));
      const key = await arrangeDishRestaurant(
        owner,
        `Osteria Piatti ${owner.username.slice(-4)}`,
        ARRANGED_ADDRESS,
        diners.map((diner, i) => ({ diner, bills: [[{ name: 'Cacio e Pepe', price: 12 + i }]] })),
      );
      await signInHere(page, diners[0]!);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      // Below the fold: the dishes load as they come near the viewport (decision 0061).
      await a11y.open(restaurantPagePath(key), (p) => p.locator('[data-below-fold]'));
      await revealBelowFold(page);
      const dishes = page.getByRole('list', { name: tr('restaurants:dishes.title') });
      await expect(dishes.getByRole('listitem').first()).toBeVisible();
      await a11y.check('/restaurants/{key} popular dishes', restaurantPagePath(key));
      a11y.expectClean();
    });

    test(`offers, the owner's side: the Marketing tab with an offer, the New offer form, End now${inWhat}`, async ({
      page,
    }) => {
      const owner = await createUser({ gold: 50 });
      const diner = await createUser({ gold: 300 });
      const name = await arrangeRestaurant(owner, diner);
      const restaurant = { name, key: restaurantKeyOf(name, ARRANGED_ADDRESS) };
      const title = 'Dolce della casa';
      await arrangeOffer(owner, restaurant, [diner], title);
      await signInHere(page, owner);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      await a11y.open('/restaurant/profile', heading(name));
      await page.getByRole('tab', { name: tr('restaurant:tabs.marketing') }).click();
      const offers = page.getByRole('list', { name: tr('offers:owner.title') });
      await expect(offers.getByText(title)).toBeVisible();
      await a11y.check('/restaurant/profile marketing tab with an offer', '/restaurant/profile');
      await offers.getByRole('button', { name: tr('offers:owner.endLabel', { title }) }).click();
      await expect(dialog(page, tr('offers:owner.endTitle'))).toBeVisible();
      await a11y.check('/restaurant/profile end offer dialog', '/restaurant/profile');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: tr('offers:owner.newOffer') }).click();
      await expect(page.getByText(tr('offer-form:form.reaches', { count: 1, n: 1 }))).toBeVisible();
      await a11y.check('/restaurant/profile new offer form', '/restaurant/profile');
      a11y.expectClean();
    });

    test(`offers, the diner's side: Perks, a perk, its confirmation and the staff card${inWhat}`, async ({
      page,
    }) => {
      const owner = await createUser({ gold: 50 });
      const diner = await createUser({ gold: 300 });
      const name = await arrangeRestaurant(owner, diner);
      const restaurant = { name, key: restaurantKeyOf(name, ARRANGED_ADDRESS) };
      const offer = await arrangeOffer(owner, restaurant, [diner], 'Dolce della casa');
      await signInHere(page, diner);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      await a11y.visit('/perks', (p) => p.getByRole('list', { name: tr('perks:perks.title') }));
      await a11y.visit(
        `/perks/${offer}`,
        (p) => p.getByRole('button', { name: tr('perks:perk.useNow') }),
        '/perks/{id}',
      );
      await page.getByRole('button', { name: tr('perks:perk.useNow') }).click();
      const confirm = dialog(page, tr('perks:perk.confirmTitle'));
      await expect(confirm).toBeVisible();
      await a11y.check('/perks/{id} confirmation', '/perks/{id}');
      await confirm.getByRole('button', { name: tr('perks:perk.confirm') }).click();
      await expect(dialog(page, name).getByRole('timer')).toBeVisible();
      await a11y.check('/perks/{id} staff card', '/perks/{id}');
      await page.keyboard.press('Escape');
      await expect(dialog(page, name)).toHaveCount(0);
      await a11y.check('/perks/{id} used', '/perks/{id}');
      a11y.expectClean();
    });

    test(`a restaurant's public page as its diner: the review form, then the review${inWhat}`, async ({
      page,
    }) => {
      const owner = await createUser({ gold: 50 });
      const diner = await createUser({ gold: 300 });
      const name = await arrangeRestaurant(owner, diner);
      const path = `/restaurants/${restaurantKeyOf(name, ARRANGED_ADDRESS)}`;
      const form = page.getByRole('form', { name: tr('reviews:form.title') });
      await signInHere(page, diner);
      const a11y = new A11y(page, language, themes);
      await a11y.useTheme(themes[0]);
      await a11y.open(path, (p) => p.locator('[data-below-fold]'));
      await revealBelowFold(page);
      await expect(form).toBeVisible();
      await a11y.check('/restaurants/{key} with the review form', path);
      const fiveStars = page.getByRole('radio', { name: tr('reviews:form.star', { count: 5 }) });
      await form.locator('label').filter({ has: fiveStars }).click();
      await form.getByRole('button', { name: tr('reviews:form.submit') }).click();
      const reviews = page.getByRole('list', { name: tr('reviews:list.label') });
      await expect(reviews.getByText(tr('reviews:review.verified'))).toBeVisible();
      await a11y.check('/restaurants/{key} with a review', '/restaurants/{key}');
      a11y.expectClean();
    });
  });
}

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
  await expect(item('Perks')).toBeFocused();
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

// ---------------------------------------------------------------- the 360 px finder can fail

test('the overflow finder catches a page wider than the phone, a text off screen, a clipped label, a broken word and chart labels that collide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width" />
    <div style="width: 500px; text-align: right">Wide row</div>
    <button style="width: 60px; overflow: hidden; white-space: nowrap">Invita membri</button>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; white-space: nowrap">Only for screen readers</span>
    <div style="overflow-x: auto; width: 300px"><span style="white-space: nowrap; display: inline-block; width: 800px">Scrolls on purpose</span></div>
    <p style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">a_very_long_username_here</p>
    <h1 style="width: 90px; overflow-wrap: anywhere">Notifiche</h1>
    <p style="width: 90px; font-size: 14px; overflow-wrap: anywhere">Le classifiche di tutti</p>
    <svg viewBox="0 0 100 20" width="100" height="20">
      <text x="0" y="15" font-size="9">20:00</text><text x="20" y="15" font-size="9">23:00</text>
      <text x="60" y="15" font-size="9">Apart</text>
    </svg>
  `);
  const found = await overflowing(page);
  expect(found.map((o) => o.text)).toEqual(['', 'Wide row', 'Invita membri', 'Notifiche', '20:00']);
  expect(found[3].what).toBe('breaks the word "Notifiche" across two lines');
  expect(found[4]).toMatchObject({ text: '20:00', what: 'runs into "23:00"' });
  expect(found[0].what).toMatch(/^the page scrolls sideways by \d+ px$/);
});
