// Listeners close on unmount (decision 0015). The app counts its open Firestore listeners
// (src/firebase/live-listeners.ts, window.__goldfork.listeners.open) and the wire shows the Listen targets
// the server holds for the page (support/read-meter.ts). The busiest screens are opened in the app and
// left for a page with no live data: both must come back to the shell's baseline, and going back and
// forth five times must not make them grow.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { startReadMeter, type ReadMeter } from './support/read-meter';
import { arrangeReadsWorld, goInApp, SEEDED, type ReadsWorld } from './support/reads-data';

/**
 * The signed-in shell's own listeners, open on every page inside it:
 * the user's record (auth session), the same document with metadata (the offline banner's server
 * reach), my unread messages counter (the bottom bar's badge) and my unread notifications counter
 * (the header's badge), one document each (decision 0027), and my block list (decision 0030). The two on
 * users/{uid} share one Listen target.
 */
const SHELL_LISTENERS = 5;
const shellTargets = (uid: string) => [
  `doc users/${uid}`,
  'doc private/unreadMessages',
  'doc private/unreadNotifications',
  // my block list (decision 0030), which the screens' filters share
  `query users/${uid}/blocks`,
];
/** Outside the shell (/terms): only the auth session's two listeners on users/{uid}. */
const BARE_LISTENERS = 2;

const openListeners = (page: Page) =>
  page.evaluate(
    () => (window as { __goldfork?: { listeners?: { open: number } } }).__goldfork?.listeners?.open ?? -1,
  );

/** The screens with the most live data, each with what shows it has loaded. */
function busyScreens(world: ReadsWorld) {
  const other = world.partners[0]!;
  return [
    {
      path: '/feed',
      ready: (page: Page) => page.getByText(`Reads post 0 by ${world.me.username}`),
    },
    {
      path: '/messages',
      ready: (page: Page) =>
        page
          .getByRole('list', { name: 'Conversations' })
          .getByRole('listitem')
          .nth(SEEDED.conversations - 1),
    },
    {
      path: `/messages/${other.username}`,
      ready: (page: Page) =>
        page
          .getByRole('list', { name: 'Messages' })
          .getByRole('listitem')
          .nth(SEEDED.messagesEach - 1),
    },
    {
      path: `/profile/${other.username}`,
      ready: (page: Page) => page.getByRole('button', { name: /^(Follow|Unfollow)$/ }),
    },
    {
      path: `/elite-groups/${world.groupId}`,
      ready: (page: Page) => page.getByRole('tablist', { name: 'Group sections' }),
    },
  ];
}

async function settleAt(page: Page, meter: ReadMeter, expected: number) {
  await expect.poll(() => openListeners(page)).toBe(expected);
  await meter.settle(1000);
  expect(await openListeners(page)).toBe(expected);
}

test.describe.configure({ mode: 'serial' });

let world: ReadsWorld;
test.beforeAll(async () => {
  world = await arrangeReadsWorld();
});

test('the busiest screens close their listeners when left: back to the shell’s baseline', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const meter = await startReadMeter(page);
  await signIn(page, world.me, '/help', { freshLoad: true });
  await settleAt(page, meter, SHELL_LISTENERS);
  await expect.poll(() => meter.activeTargets()).toEqual(shellTargets(world.me.uid).sort());

  const counts: string[] = [];
  for (const screen of busyScreens(world)) {
    await goInApp(page, screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await meter.settle(1000);
    const open = await openListeners(page);
    counts.push(`${screen.path}: ${open} listeners, ${meter.activeTargets().length} targets`);
    // The screen has live data of its own...
    expect(open, `${screen.path} opens listeners`).toBeGreaterThan(SHELL_LISTENERS);
    // ...and closes all of it when left for a shell page with none.
    await goInApp(page, '/help');
    await settleAt(page, meter, SHELL_LISTENERS);
    // The SDK tells the server a few milliseconds after the unsubscribe (it releases the target in
    // its cache first): wait for it.
    await expect
      .poll(() => meter.activeTargets(), { message: `Listen targets after leaving ${screen.path}` })
      .toEqual(shellTargets(world.me.uid).sort());
  }
  // Outside the shell the badges close too; back inside, they open again.
  await goInApp(page, '/terms');
  await settleAt(page, meter, BARE_LISTENERS);
  await expect.poll(() => meter.activeTargets()).toEqual([`doc users/${world.me.uid}`]);
  await goInApp(page, '/help');
  await settleAt(page, meter, SHELL_LISTENERS);
  console.log(`shell baseline: ${SHELL_LISTENERS} listeners\n${counts.join('\n')}`);
  await meter.stop();
});

test('going back and forth between the screens five times does not grow the listeners', async ({ page }) => {
  test.setTimeout(180_000);
  const meter = await startReadMeter(page);
  await signIn(page, world.me, '/help', { freshLoad: true });
  await settleAt(page, meter, SHELL_LISTENERS);
  const firstRound = new Map<string, number>();
  for (let round = 0; round < 5; round += 1) {
    for (const screen of busyScreens(world)) {
      await goInApp(page, screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await meter.settle(500);
      const open = await openListeners(page);
      if (round === 0) firstRound.set(screen.path, open);
      else expect(open, `${screen.path}, round ${round + 1}`).toBe(firstRound.get(screen.path));
    }
    await goInApp(page, '/help');
    await settleAt(page, meter, SHELL_LISTENERS);
    await expect
      .poll(() => meter.activeTargets(), { message: `Listen targets after round ${round + 1}` })
      .toEqual(shellTargets(world.me.uid).sort());
  }
  await meter.stop();
});
