import {
  createUser,
  expect,
  findAuthAccount,
  getDocument,
  inNewContext,
  PASSWORD,
  signIn,
  signInThroughForm,
  test,
  uniqueName,
} from './support/fixtures';

// Console errors this file causes on purpose (a wrong password, and Auth or Firestore down, on purpose); see
// support/console-errors.ts.
test.use({ allowErrors: ['offline', 'authRefused'] });

test.describe('signed-out visitor', () => {
  test('sees the public leaderboard and the public pages', async ({ page }) => {
    const top = await createUser({ gold: 950 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(top.username) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await page.goto('/data-privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/data-privacy$/);
  });

  test('is sent from /feed to /login and back to /feed after signing in', async ({ page }) => {
    const user = await createUser();
    await page.goto('/feed');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('unknown paths go to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('sign-up', () => {
  test('creates the user document with zero points and keeps the e-mail private', async ({ page }) => {
    const username = uniqueName('new');
    const email = `${username}@e2e.test`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    const account = await findAuthAccount(email);
    const userDoc = await getDocument(`users/${account.localId}`);
    expect(userDoc).toMatchObject({
      username,
      goldPoints: 0,
      silverPoints: 0,
      followers: 0,
      following: 0,
      totalSpent: 0,
      isRestaurantOwner: false,
      joinedGroups: [],
    });
    expect(userDoc.bio).toContain(username);
    expect(userDoc.photoURL).toBe(''); // the app draws the generated avatar (decision 0019)
    expect(userDoc).not.toHaveProperty('email');
    expect(await getDocument(`users/${account.localId}/private/account`)).toMatchObject({ email });
    expect(await getDocument(`usernames/${username.toLowerCase()}`)).toMatchObject({ uid: account.localId });
  });

  test('refuses a taken username, whatever its case, and writes nothing', async ({ page }) => {
    const existing = await createUser();
    const email = `${uniqueName('dup')}@e2e.test`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Username').fill(existing.username.toUpperCase());
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('That username is already taken');
    expect(await findAuthAccount(email)).toBeNull();
  });

  test('empty fields show a message and send nothing', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email and password are required');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill('someone@e2e.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username is required');
    expect(await findAuthAccount('someone@e2e.test')).toBeNull();
  });
});

test.describe('sign-in errors', () => {
  test('a wrong password shows a clear message', async ({ page }) => {
    const user = await createUser();
    await page.goto('/login');
    await signInThroughForm(page, { email: user.email, password: 'wrong-password' });
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the Auth emulator being down shows the network message', async ({ page }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.route('http://127.0.0.1:9099/**', (route) => route.abort('connectionrefused'));
    await signInThroughForm(page, user);
    await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection.');
  });

  test('Firestore being down during sign-up shows the network message and leaves no account', async ({
    page,
  }) => {
    const username = uniqueName('down');
    const email = `${username}@e2e.test`;
    await page.goto('/login');
    await page.route('http://127.0.0.1:8080/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection.', {
      timeout: 30_000,
    });
    expect(await findAuthAccount(email)).toBeNull();
    expect(await getDocument(`usernames/${username.toLowerCase()}`)).toBeNull();
  });
});

test.describe('signed-in shell', () => {
  test('a signed-in user on /login goes to /', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the session lives in localStorage; one an earlier version kept in IndexedDB carries over', async ({
    page,
    browser,
  }) => {
    const user = await createUser();
    await signIn(page, user, '/feed');
    // Auth keeps the session in localStorage, which it does not poll (decision 0059).
    const [key, value] = await page.evaluate(() => {
      const k = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
      return [k, k ? localStorage.getItem(k) : null];
    });
    expect(key && value, 'an Auth session in localStorage').toBeTruthy();

    // Another device where an earlier version kept the same session in IndexedDB, as Auth stores it
    // there (firebaseLocalStorageDb): it opens /feed signed in, and the session has moved over.
    await inNewContext(browser, {}, async (other) => {
      // A blank page of the app's origin, without the app running (and with an icon: no favicon request).
      await other.route('**/blank-for-setup', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
      );
      await other.goto('/blank-for-setup');
      await other.evaluate(
        ([k, v]) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('firebaseLocalStorageDb', 1);
            open.onupgradeneeded = () =>
              open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
              tx.objectStore('firebaseLocalStorage').put({ fbase_key: k, value: JSON.parse(v) });
              tx.onerror = () => reject(tx.error);
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
            };
          }),
        [key!, value!] as const,
      );
      await other.goto('/feed');
      await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(other).toHaveURL(/\/feed$/);
      await expect.poll(() => other.evaluate((k) => localStorage.getItem(k) !== null, key!)).toBe(true);
    });
  });

  test('the theme is dark by default, toggles from the menu and survives a reload', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Light Mode' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme-storage'))).toContain('"light"');
  });

  test('the menu has every item, closes on an outside click, and logs out to /login', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu');
    for (const item of [
      'Notifications',
      'Perks',
      'Account Settings',
      'Privacy',
      'Help Center',
      'About',
      'Light Mode',
      'Log Out',
    ]) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('heading', { name: 'Leaderboard' }).click();
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile/me');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the bottom bar has the five tabs', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Ranking', 'Messages', 'Scan', 'Send Points', 'Profile']) {
      await expect(nav.getByRole('link', { name: tab })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Send Points' }).click();
    await expect(page).toHaveURL(/\/send-points\/me$/);
  });
});

test.describe('cookie banner', () => {
  test('close hides it for this view only; Accept All stores the choice', async ({ page }) => {
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
  });
});
