// The first paint of / comes from the HTML (docs/decisions/0013-first-paint-from-html.md and 0022):
// index.html holds the home page's frame, prerendered from the React components, and its early script
// asks for the board before any script file has loaded; React then takes the frame over in place. These tests compare the HTML's frame (JavaScript off) with the page
// React renders, and follow the board's query.
import type { Locator, Page } from '@playwright/test';
import { E2E } from './support/env';
import { OWN_RECORD_KEY } from '../../src/stores/session/own-record-cache';
import { ID_TOKEN_KEY } from '../../src/stores/session/id-token-hint';
import { newPost } from '../../src/features/feed/api/post-doc';
import { stamped } from '../../fixtures/step-docs';
import { commitDocs, createUser, expect, signIn, test } from './support/fixtures';
import { patchUser } from './support/profile';
import { storeImage } from './support/storage';

// Console errors this file causes on purpose (the app's scripts held back to see the HTML's frame, and the
// HTML's query failed once); see support/console-errors.ts.
test.use({ allowErrors: ['scriptsHeld', 'queryFailed'] });

const RUN_QUERY = /documents:runQuery(\?|$)/;
/** The app's entry script (held back to see the HTML's frame alone). */
const ENTRY = /\/assets\/index-[^/]*\.js$/;

/** Whether the early script's answer is still waiting to be taken (src/platform/first-paint-handoff.ts). */
const firstBoardLeft = (page: Page) =>
  page.evaluate(() => (window as { __goldfork?: { board?: unknown } }).__goldfork?.board !== undefined);

/** A locator's box, rounded to whole pixels: x, y, width, height. */
async function roundedBox(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator.toString()} is not on the page`);
  return [b.x, b.y, b.width, b.height].map(Math.round);
}

/** Where the title, the period toggles and the top of the board sit on the page. */
async function frameBoxes(page: Page) {
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    if (!b) throw new Error(`${selector} is not on the page`);
    return {
      x: Math.round(b.x),
      y: Math.round(b.y),
      width: Math.round(b.width),
      height: Math.round(b.height),
    };
  };
  return {
    title: await box('h1:has-text("Leaderboard")'),
    allTime: await box('button:has-text("All Time")'),
    silver: await box('button:has-text("Silver")'),
    board: await box('[aria-label="Loading leaderboard"], ol'),
  };
}

/** Position and width: the board's height depends on how many rows it has. */
function withoutBoardHeight(boxes: Awaited<ReturnType<typeof frameBoxes>>) {
  return { ...boxes, board: { ...boxes.board, height: 0 } };
}

test.describe('first paint from the HTML', () => {
  test('the HTML paints the home page frame, and React takes it over without moving anything', async ({
    browser,
  }) => {
    // A full board of 10, as on a live site (a short board would end above the frame's ten rows). With
    // 1 point each they fill the board only where other specs' users leave room.
    await Promise.all(Array.from({ length: 10 }, () => createUser({ gold: 1 })));
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const htmlOnly = await noScript.newPage();
    await htmlOnly.goto('/');
    await expect(htmlOnly.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(htmlOnly.getByRole('status', { name: 'Loading leaderboard' })).toBeVisible();
    const fromHtml = await frameBoxes(htmlOnly);
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    // Every layout shift from navigation on, including those before this script could look.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const what = entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80));
          shifts.push(`${entry.value.toFixed(4)} ${what.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible(); // React has taken over
    await expect(page.locator('ol > li').first()).toBeVisible();
    const fromReact = await frameBoxes(page);
    expect(withoutBoardHeight(fromReact)).toEqual(withoutBoardHeight(fromHtml));
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    const total = shifts.reduce((sum, s) => sum + Number(s.split(' ')[0]), 0);
    expect(total, shifts.join('\n')).toBeLessThan(0.01);
    await context.close();
  });

  test('before the app’s scripts run, the frame shows the top 10 as the React page draws them', async ({
    browser,
  }) => {
    await Promise.all(Array.from({ length: 10 }, () => createUser({ gold: 1 })));
    const rowsOf = (page: Page) =>
      page.locator('ol > li').evaluateAll((items) =>
        items.map((li) => {
          const box = li.getBoundingClientRect();
          return {
            rank: li.querySelector('[aria-label^="Rank"]')?.textContent,
            name: li.querySelector('.font-semibold')?.textContent,
            points: li.querySelector('a > span:last-child')?.textContent,
            href: li.querySelector('a')?.getAttribute('href'),
            box: [box.x, box.y, box.width, box.height].map(Math.round),
          };
        }),
      );

    // One page, one answer: the app's entry is held back while the HTML's rows are read, then let
    // through, and React draws the same answer (other specs may add users between two page loads).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('ol > li')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0); // React's header: not yet
    const fromHtml = await rowsOf(page);

    release();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible(); // React has taken over
    await expect(page.locator('ol > li')).toHaveCount(10);
    expect(await rowsOf(page)).toEqual(fromHtml);
    await context.close();
  });

  test('the board is asked for from the HTML once, before the scripts run, and again on coming back', async ({
    browser,
  }) => {
    await createUser({ gold: 1 }); // the board is not empty (1 point: it pushes no other spec's user off)
    const context = await browser.newContext();
    const page = await context.newPage();
    const boardQueries: string[] = [];
    page.on('request', (req) => {
      const body = req.postData() ?? '';
      if (RUN_QUERY.test(req.url()) && body.includes('"goldPoints"') && body.includes('"users"'))
        boardQueries.push(body);
    });
    await page.goto('/');
    await expect(page.locator('ol > li').first()).toBeVisible();
    // One query for the rows: the inline script's, sent from <head> before any script had loaded.
    expect(boardQueries).toHaveLength(1);
    // The rows above may be the HTML's own: wait for React, which takes the answer.
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => firstBoardLeft(page)).toBe(false);

    // Coming back inside the app reads the board again (fresh points), not the HTML's answer.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.locator('ol > li').first()).toBeVisible();
    expect(boardQueries).toHaveLength(2);
    await context.close();
  });

  test('/messages paints its title from the HTML for a device that signed in before, in React’s place', async ({
    browser,
  }) => {
    const user = await createUser();
    // No service worker: it would serve the entry from its cache, past the route that holds it back.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, user); // leaves the session hint, as a returning user has
    const title = () => roundedBox(page.getByRole('heading', { level: 1, name: 'Messages' }));

    // The app's entry never arrives: what shows is the HTML's frame.
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto('/messages');
    await expect(page.getByRole('status', { name: 'Loading conversations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toHaveCount(0);
    const fromHtml = await title();

    await page.unroute(/\/assets\/index-[^/]*\.js$/);
    await page.goto('/messages');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(); // React's bottom bar
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(await title()).toEqual(fromHtml);
    await context.close();
  });

  test('/profile/me paints the photo and name this device last saw from the HTML, where React puts them', async ({
    browser,
    request,
  }) => {
    const user = await createUser({ gold: 1 });
    const png = await (await request.get('/icons/icon-192.png')).body();
    const url = await storeImage(`profile-photos/${user.uid}/e2e-${Date.now()}.png`, png);
    await patchUser(user, { photoURL: url });
    // No service worker: it would serve the entry from its cache, past the route that holds it back.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, user, '/profile/me', { freshLoad: true });
    const photo = page.getByRole('img', { name: `${user.username}'s profile photo` });
    const name = page.getByRole('heading', { level: 1, name: user.username });
    await expect(photo).toHaveAttribute('src', url);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OWN_RECORD_KEY)).toContain(url);
    const boxes = async () => ({ photo: await roundedBox(photo), name: await roundedBox(name) });

    // The app's entry never arrives: what shows is the HTML's frame, filled from the remembered record.
    await page.route(ENTRY, (route) => route.abort('failed'));
    await page.goto('/profile/me');
    await expect(name).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    const fromHtml = await boxes();

    // With the app: the same boxes, no skeleton in between, nothing shifted.
    await page.unroute(ENTRY);
    await page.addInitScript(() => {
      const seen = { shift: 0, skeleton: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.shift += (e as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading profile"]')) seen.skeleton = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/profile/me');
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(); // React's bottom bar
    expect(await boxes()).toEqual(fromHtml);
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { shift: number; skeleton: boolean } }).__seen,
    );
    expect(seen.skeleton, 'the profile skeleton showed between the frame and the profile').toBe(false);
    expect(seen.shift).toBeLessThan(0.01);

    // Logging out forgets the record: the next visit has no frame (and is sent to sign in).
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OWN_RECORD_KEY)).toBeNull();
    await page.route(ENTRY, (route) => route.abort('failed'));
    await page.goto('/profile/me');
    await expect(page.getByText('Goldfork')).toBeVisible();
    await expect(name).toHaveCount(0);
    await context.close();
  });

  test('/feed paints the newest post from the HTML with the token this device kept, where React puts it', async ({
    browser,
    request,
  }) => {
    const [me, author] = await Promise.all([createUser({ gold: 1 }), createUser({ gold: 1 })]);
    const png = await (await request.get('/icons/icon-512.png')).body();
    const photoUrl = await storeImage(`post-images/${author.uid}/e2e-${Date.now()}.png`, png);
    // A minute ahead, so it stays the newest post while other specs post meanwhile.
    const at = new Date(Date.now() + 60_000);
    const content = `First paint ${me.username}: saffron risotto, crisp osso buco`;
    await commitDocs([
      [
        `posts/fp-${me.uid}`,
        stamped(newPost(author.uid, { content, image: photoUrl, location: 'Milan' }), at),
      ],
    ]);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, me); // a returning user: the session hint and the ID token are kept
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), ID_TOKEN_KEY))
      .toContain(me.uid);
    const queries: (string | null)[] = [];
    page.on('request', (req) => {
      // The feed's query only (the home page's like counts may still be on their way).
      if (RUN_QUERY.test(req.url()) && req.postData()?.includes('"collectionId":"posts"'))
        queries.push(req.headers()['authorization'] ?? null);
    });
    const photo = page.locator(`img[src="${photoUrl}"]`);
    const text = page.getByText(content);
    const boxes = async () => ({ photo: await roundedBox(photo), text: await roundedBox(text) });

    // The app's entry never arrives: the frame asks with the kept token and paints the post.
    await page.route(ENTRY, (route) => route.abort('failed'));
    await page.goto('/feed');
    await expect(text).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(queries).toEqual([expect.stringMatching(/^Bearer ./)]);
    const fromHtml = await boxes();

    // With the app: the same boxes, the post never replaced by placeholders, nothing shifted.
    await page.unroute(ENTRY);
    await page.addInitScript(() => {
      const seen = { shift: 0, placeholdersAfterPost: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      let posted = false;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.shift += (e as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('article')) posted = true;
        if (posted && document.querySelector('[aria-label="Loading posts"]'))
          seen.placeholdersAfterPost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/feed');
    await expect(page.getByRole('article', { name: `Post by ${author.username}` }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(); // React's bottom bar
    expect(await boxes()).toEqual(fromHtml);
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { shift: number; placeholdersAfterPost: boolean } }).__seen,
    );
    expect(seen.placeholdersAfterPost, 'placeholders came back after the post showed').toBe(false);
    expect(seen.shift).toBeLessThan(0.01);

    // An expired token is never sent: the frame keeps its placeholders and the app loads the feed.
    await page.evaluate((key) => {
      const hint = JSON.parse(localStorage.getItem(key)!) as { expiresAt: number };
      localStorage.setItem(key, JSON.stringify({ ...hint, expiresAt: Date.now() - 1000 }));
    }, ID_TOKEN_KEY);
    queries.length = 0;
    await page.route(ENTRY, (route) => route.abort('failed'));
    await page.goto('/feed');
    await expect(page.getByRole('status', { name: 'Loading posts' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    // The frame's script ran while the HTML was parsed (goto waited for load): a request the page sends
    // now is reported after any query that script sent, however busy the machine.
    await Promise.all([
      page.waitForRequest((req) => req.url().endsWith('/favicon.svg?after-frame')),
      page.evaluate(() => fetch('/favicon.svg?after-frame').catch(() => undefined)),
    ]);
    expect(queries).toEqual([]);
    await context.close();
  });

  test('logging out forgets the kept ID token', async ({ page }) => {
    const me = await createUser({ gold: 1 });
    await signIn(page, me);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), ID_TOKEN_KEY))
      .toContain(me.uid);
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ID_TOKEN_KEY)).toBeNull();
  });

  test('a visitor who never signed in gets no Messages frame (the page sends them to sign in)', async ({
    page,
  }) => {
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto('/messages');
    await expect(page.getByRole('link', { name: 'Goldfork home' })).toBeVisible(); // the frames' header
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0); // not React's: it never ran
    await expect(page.locator('[data-frame]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Messages' })).toHaveCount(0);
  });

  test('other pages neither show the home frame nor ask for the board', async ({ page }) => {
    const queries: string[] = [];
    page.on('request', (req) => {
      if (RUN_QUERY.test(req.url())) queries.push(req.url());
    });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: /terms/i }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toHaveCount(0);
    expect(await firstBoardLeft(page)).toBe(false);
    expect(queries).toEqual([]);
  });

  test('when the HTML’s query fails, the page asks again and shows the board', async ({ page }) => {
    await createUser({ gold: 1 });
    let asked = 0;
    // Fail the first runQuery (the inline script's); the page's own query goes through.
    await page.route(`${E2E.firestoreURL}/**`, (route) => {
      if (!RUN_QUERY.test(route.request().url())) return route.continue();
      asked += 1;
      return asked === 1 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue();
    });
    await page.goto('/');
    await expect(page.locator('ol > li').first()).toBeVisible();
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});
