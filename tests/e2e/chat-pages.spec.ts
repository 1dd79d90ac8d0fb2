// A conversation and a group chat are pages (decision 0025), in real Chromium against the emulators: the
// newest 50 messages live, "Load older" above them fetches the 50 before, the reader's view does not
// move when they come in, and messages arriving live show at the end with nothing lost.
// Run alone: E2E_PORT=4303 E2E_PROJECT=demo-h-b2 node stack/with-stack.mjs -- \
//   npx playwright test tests/e2e/chat-pages.spec.ts --project chromium-mobile
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  arrangeConversation,
  arrangeGroup,
  arriveFromB,
  conversationIdOf,
  groupMessage,
  note,
  notes,
  readByA,
} from './support/chat-history';
import { commitDocs, createUser, expect, getDocument, signIn, test } from './support/fixtures';
import { startReadMeter } from './support/read-meter';

const loadOlder = (scope: Page | Locator) => scope.getByRole('button', { name: /older messages$/ });

/** Where `item` is on screen (px from the viewport's top). */
async function topOf(item: Locator): Promise<number> {
  const box = await item.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y;
}

/** `item` is on screen and nothing covers its middle (the sticky composer, the bottom bar). */
async function expectSeen(item: Locator) {
  await expect(item).toBeInViewport();
  const uncovered = await item.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(uncovered, 'the message is covered').toBe(true);
}

/**
 * Presses "Load older" from the keyboard with the chat scrolled to its top, and checks that the message
 * that was the oldest shown stays where it was on screen once the older page is in.
 */
async function loadOlderKeepingPlace(
  page: Page,
  scope: Page | Locator,
  oldest: Locator,
  shownAfter: number,
  items: Locator,
) {
  const button = loadOlder(scope);
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  const before = await topOf(oldest);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(shownAfter);
  expect(Math.abs((await topOf(oldest)) - before)).toBeLessThanOrEqual(3);
}

test('a conversation shows its newest 50, loads older ones above without moving, and keeps all as new ones arrive', async ({
  page,
}) => {
  const a = await createUser();
  const b = await createUser();
  await arrangeConversation(a, b, 110);
  const bubbles = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  const bubble = (i: number) => bubbles.filter({ hasText: note(i) });

  // Opening it reads the newest 50 and a few documents of the shell, not the 110 of the history.
  await signIn(page, a, '/help');
  const meter = await startReadMeter(page);
  await page.goto(`/messages/${b.username}`);
  await expect(bubbles).toHaveCount(50);
  await expect(bubbles.first()).toContainText(note(61));
  await expectSeen(bubble(110));
  await expect.poll(() => meter.total()).toBeGreaterThanOrEqual(50);
  expect(meter.total()).toBeLessThan(50 + 20);

  // At the end, a new message shows and is scrolled to; the one it pushed out of the live 50 stays.
  await arriveFromB(a, b, 111);
  await expect(bubble(111)).toBeInViewport();
  await expectSeen(bubble(111));
  await readByA(a, b);
  await expect(bubbles).toHaveCount(51);
  await expect(bubbles.first()).toContainText(note(61));

  // Load older twice, from the keyboard: the focus comes back to the button, the view stays; a page
  // reads its 50 messages.
  // The first time a little below the top, where the browser may anchor the scroll itself too.
  // The new message's and its read mark's echoes (the emulator may resend the live page whole) must
  // be in before the count starts: on a busy machine they came after it (98 reads for a page of 50).
  await meter.settle();
  meter.reset();
  await page.evaluate(() => window.scrollTo(0, 30));
  await loadOlderKeepingPlace(page, page, bubble(61), 101, bubbles);
  await expect.poll(() => meter.total()).toBeGreaterThanOrEqual(50);
  expect(meter.total()).toBeLessThanOrEqual(51);
  await expect(loadOlder(page)).toBeFocused();
  await loadOlderKeepingPlace(page, page, bubble(11), 111, bubbles);
  await expect(page.getByText('No older messages')).toBeFocused();
  await expect(bubbles).toHaveText(notes(1, 111));

  // Reading the oldest ones, a new message arrives: it shows at the end, the view does not move.
  const top = await topOf(bubble(1));
  await arriveFromB(a, b, 112);
  await expect(bubbles).toHaveCount(112);
  await expect(bubbles.last()).toContainText(note(112));
  await expect(bubble(112)).not.toBeInViewport();
  expect(Math.abs((await topOf(bubble(1))) - top)).toBeLessThanOrEqual(3);
  await readByA(a, b);
});

test('opening a conversation with 60 unread messages marks them all read, the ones behind the page too', async ({
  page,
}) => {
  const a = await createUser();
  const b = await createUser();
  await arrangeConversation(a, b, 60, true);

  await signIn(page, a, `/messages/${b.username}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(50);
  await readByA(a, b);
  expect(await getDocument(`conversations/${conversationIdOf(a, b)}/messages/n1`)).toMatchObject({
    read: true,
  });
});

test('a group chat shows its newest 50, loads older ones above without moving, and keeps all as new ones arrive', async ({
  page,
}) => {
  const a = await createUser();
  const c = await createUser();
  const id = await arrangeGroup(a, c, 80);
  const log = page.getByRole('log', { name: 'Group chat' });
  const items = log.getByRole('listitem');
  const item = (i: number) => items.filter({ hasText: note(i) });

  await signIn(page, a, `/elite-groups/${id}`);
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText(note(31));
  await expectSeen(item(80));
  await expect(item(79)).toContainText(c.username); // c's, with the sender's name

  // c writes while a reads the newest: it shows at the end; the one pushed out of the live 50 stays.
  await commitDocs([groupMessage(id, c, 81, new Date())]);
  await expect(item(81)).toBeInViewport();
  await expectSeen(item(81));
  await expect(items).toHaveCount(51);
  await expect(items.first()).toContainText(note(31));

  await log.evaluate((el) => el.scrollTo(0, 12)); // the button in view, the box not at its very top
  await loadOlderKeepingPlace(page, log, item(31), 81, items);
  await expect(page.getByText('No older messages')).toBeFocused();
  await expect(items).toHaveText(notes(1, 81));

  // a sends one while reading the oldest: their own message is scrolled to, nothing is lost.
  await page.getByPlaceholder('Type a message...').fill(note(82));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(items).toHaveCount(82);
  await expect(item(82)).toBeInViewport();
  await expectSeen(item(82));
  await expect(items.first()).toContainText(note(1));
});

for (const theme of ['light', 'dark'] as const) {
  test(`"Load older" at 360 px in the ${theme} theme: fits, reads well, no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const a = await createUser();
    const b = await createUser();
    await arrangeConversation(a, b, 52);
    await page.goto('/terms');
    await page.evaluate(
      (t) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: t }, version: 0 })),
      theme,
    );
    await signIn(page, a, `/messages/${b.username}`);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const button = loadOlder(page);
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveText('Load older');
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .include('section[aria-label^="Conversation with"]')
      .analyze();
    expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
  });
}
