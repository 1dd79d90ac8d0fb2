// Direct messages in real Chromium, two users in two browser contexts (decision 0005).
// Run side by side with other suites: E2E_PORT=4312 E2E_PROJECT=demo-e2e-messages E2E_STUB_PORT=6312.
import { devices, type Browser, type Locator, type Page } from '@playwright/test';
import { commitDocs, createUser, expect, getDocument, signIn, test, type TestUser } from './support/fixtures';
import { E2E } from './support/env';
import { newConversation, newMessage } from '../../src/features/messages/api/message-docs';
import { stamped } from '../../fixtures/step-docs';

const conversationRows = (page: Page) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
const rowOf = (page: Page, username: string) => conversationRows(page).filter({ hasText: username });
const bubbles = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
const bubble = (page: Page, text: string) => bubbles(page).filter({ hasText: text });
const tick = (item: Locator, state: 'Read' | 'Unread') => item.getByRole('img', { name: state, exact: true });
const badge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByLabel(/unread messages?$/);
const composer = (page: Page) => page.getByPlaceholder('Type a message...');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

/** A second signed-in person: their own browser context, same device and app as `page`. */
async function secondPage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: E2E.baseURL });
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

/** An older conversation of `a` with `b` (a sent it, b read it), stored as the app stores it. */
async function arrangeOldConversation(a: TestUser, b: TestUser, text: string) {
  const [p0, p1] = [a.uid, b.uid].sort() as [string, string];
  const id = `${p0}_${p1}`;
  const at = new Date(Date.now() - 3 * 3_600_000);
  const message = { senderId: a.uid, receiverId: b.uid, conversationId: id, content: text };
  await commitDocs([
    // As sent, then as b's mark-read left it.
    [`conversations/${id}/messages/old1`, { ...stamped(newMessage(message), at), read: true, readAt: at }],
    [
      `conversations/${id}`,
      {
        ...stamped(newConversation([p0, p1], { ...message, messageId: 'old1' }), at),
        unreadCount: 0,
        unread: { [p0]: 0, [p1]: 0 },
        lastReadIds: ['old1'],
        lastReadAt: at,
      },
    ],
  ]);
}

test('A composes from B’s profile; B sees it live, reads it, ticks turn read; counts survive reloads', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const a = await createUser();
  const b = await createUser();
  const c = await createUser();
  await arrangeOldConversation(c, b, 'Old news from c');

  // B waits on the conversation list.
  const pageB = await secondPage(browser, consoleErrors);
  await signIn(pageB, b, '/messages');
  await expect(rowOf(pageB, c.username)).toContainText('Old news from c');
  await expect(badge(pageB)).toHaveCount(0);

  // A: B's profile → Send Message → compose. Blank cannot be sent.
  await signIn(page, a, `/profile/${b.username}`);
  await page.getByRole('link', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(new RegExp(`/send-message/${b.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Message ${b.username}` })).toBeVisible();
  const textarea = page.getByRole('textbox', { name: 'Message' });
  await expect(textarea).toHaveAttribute('required', '');
  const composeSend = page.getByRole('button', { name: 'Send' });
  await expect(composeSend).toBeDisabled();
  await textarea.fill('   ');
  await expect(composeSend).toBeDisabled();
  await textarea.fill('Dinner on Friday?');
  await composeSend.click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(rowOf(page, b.username)).toContainText('You: Dinner on Friday?');
  await expect(rowOf(page, b.username).getByLabel(/unread$/)).toHaveCount(0);

  // B: the conversation appears live, on top, with 1 unread; the bottom bar badge says 1.
  await expect(conversationRows(pageB).first()).toContainText(a.username);
  await expect(rowOf(pageB, a.username)).toContainText('Dinner on Friday?');
  await expect(rowOf(pageB, a.username).getByLabel('1 unread', { exact: true })).toBeVisible();
  await expect(badge(pageB)).toHaveAttribute('aria-label', '1 unread message');

  // A opens the chat: the message is on the right with an unread tick.
  await rowOf(page, b.username).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/messages/${b.username}$`));
  await expect(page.getByText('Active now')).toBeVisible();
  await expect(tick(bubble(page, 'Dinner on Friday?'), 'Unread')).toBeVisible();

  // B opens it: A's tick turns to read, live; B's counts go to 0.
  await rowOf(pageB, a.username).getByRole('link').click();
  await expect(bubble(pageB, 'Dinner on Friday?')).toBeVisible();
  await expect(tick(bubble(page, 'Dinner on Friday?'), 'Read')).toBeVisible();
  await expect(badge(pageB)).toHaveCount(0);

  // They exchange messages; each side sees the other's live, in order, and reads it while open.
  await composer(pageB).fill('Yes! I will book for 8.');
  await sendButton(pageB).click();
  await expect(composer(pageB)).toHaveValue('');
  await expect(bubble(page, 'Yes! I will book for 8.')).toBeVisible();
  await expect(tick(bubble(pageB, 'Yes! I will book for 8.'), 'Read')).toBeVisible();

  // B leaves for the list; A sends two more: B's list shows 2 unread and the newest text.
  await pageB.getByRole('link', { name: 'Back to messages' }).click();
  await expect(pageB).toHaveURL(/\/messages$/);
  for (const text of ['Booked!', 'Table for two']) {
    await composer(page).fill(text);
    await sendButton(page).click();
    await expect(tick(bubble(page, text), 'Unread')).toBeVisible();
  }
  await expect(rowOf(pageB, a.username)).toContainText('Table for two');
  await expect(rowOf(pageB, a.username).getByLabel('2 unread', { exact: true })).toBeVisible();
  await expect(badge(pageB)).toHaveAttribute('aria-label', '2 unread messages');

  // A blank message cannot be sent from the chat either.
  await composer(page).fill('    ');
  await expect(sendButton(page)).toBeDisabled();
  await expect(page.getByText('Message cannot be empty')).toBeVisible();
  await composer(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(4);

  // Reloads: the same lists, order, ticks and counts.
  await pageB.reload();
  await expect(conversationRows(pageB)).toHaveCount(2);
  await expect(conversationRows(pageB).nth(0)).toContainText(a.username);
  await expect(conversationRows(pageB).nth(1)).toContainText(c.username);
  await expect(rowOf(pageB, a.username).getByLabel('2 unread', { exact: true })).toBeVisible();
  await expect(badge(pageB)).toHaveAttribute('aria-label', '2 unread messages');
  await page.reload();
  await expect(bubbles(page)).toHaveText([
    /Dinner on Friday\?/,
    /Yes! I will book for 8\./,
    /Booked!/,
    /Table for two/,
  ]);
  await expect(tick(bubble(page, 'Dinner on Friday?'), 'Read')).toBeVisible();
  await expect(tick(bubble(page, 'Booked!'), 'Unread')).toBeVisible();
  await expect(tick(bubble(page, 'Table for two'), 'Unread')).toBeVisible();
  await expect(bubble(page, 'Yes! I will book for 8.').getByRole('img')).toHaveCount(0);

  // B reads them: A's ticks turn read live; after reloads nothing is unread for either.
  await rowOf(pageB, a.username).getByRole('link').click();
  await expect(tick(bubble(page, 'Table for two'), 'Read')).toBeVisible();
  await expect(tick(bubble(page, 'Booked!'), 'Read')).toBeVisible();
  await pageB.goto('/messages');
  await expect(rowOf(pageB, a.username).getByLabel(/unread$/)).toHaveCount(0);
  await expect(badge(pageB)).toHaveCount(0);
  await page.goto('/messages');
  await expect(rowOf(page, b.username)).toContainText('You: Table for two');
  await expect(rowOf(page, b.username).getByLabel(/unread$/)).toHaveCount(0);

  // What is stored agrees: per-reader counts 0, the spec's unreadCount 0.
  const [p0, p1] = [a.uid, b.uid].sort() as [string, string];
  const conv = await getDocument(`conversations/${p0}_${p1}`);
  expect(conv).toMatchObject({
    unreadCount: 0,
    unread: { [a.uid]: 0, [b.uid]: 0 },
    lastMessage: 'Table for two',
  });
  await pageB.context().close();
});

test('an unknown user: "User not found" on the chat and the compose screen', async ({ page }) => {
  const a = await createUser();
  await signIn(page, a, '/messages/nobody-here-xyz');
  await expect(page.getByText('User not found')).toBeVisible();
  await page.goto('/send-message/nobody-here-xyz');
  await expect(page.getByText('User not found')).toBeVisible();
});

test('opening a chat creates the empty conversation: "No messages yet"', async ({ page }) => {
  const a = await createUser();
  const b = await createUser();
  await signIn(page, a, `/messages/${b.username}`);
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.getByText('Send a message to start the conversation')).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  const [p0, p1] = [a.uid, b.uid].sort() as [string, string];
  await expect
    .poll(() => getDocument(`conversations/${p0}_${p1}`))
    .toMatchObject({ lastMessage: '', unreadCount: 0, unread: { [a.uid]: 0, [b.uid]: 0 } });
});
