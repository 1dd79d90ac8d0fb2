import type { Page } from '@playwright/test';
import { createUser, expect, listDocuments, signIn, test } from './support/fixtures';
import { arrangeFollow, setSilver, silverOf } from './support/points';

// Console errors this file causes on purpose ("an unreachable server" makes Firestore unreachable on
// purpose); see support/console-errors.ts.
test.use({ allowErrors: ['offline'] });

// Run side by side with other suites: E2E_PORT=4177 E2E_PROJECT=demo-e2e-points.

const balance = (page: Page) => page.getByLabel('Available Balance');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Points' });

test('with no follows: "You\'re not following anyone yet" and nothing to send', async ({ page }) => {
  const user = await createUser({ silver: 50 });
  await signIn(page, user, '/send-points/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Send Silver Points' })).toBeVisible();
  await expect(page.getByText("You're not following anyone yet")).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(balance(page)).toContainText('50');
  await page.getByLabel('Amount').fill('10');
  await expect(sendButton(page)).toBeDisabled();
});

test('sends 25 silver to a followed user from /send-points/{username}', async ({ page }) => {
  const sender = await createUser({ silver: 100 });
  const receiver = await createUser({ silver: 10 });
  await arrangeFollow(sender, receiver);

  await signIn(page, sender, `/send-points/${receiver.username}`);
  await expect(page.getByRole('radio', { name: receiver.username })).toBeChecked();
  await expect(page.getByText("You're not following anyone yet")).toHaveCount(0);
  await expect(balance(page)).toContainText('100');

  // The balance is live: a change made elsewhere shows at once.
  await setSilver(sender, 120);
  await expect(balance(page)).toContainText('120');

  await page.getByLabel('Amount').fill('25');
  await sendButton(page).click();
  await expect(page.getByText(`Sent 25 Silver Points to ${receiver.username}`)).toBeVisible();
  // Opened directly, so there is no in-app page to go back to: it goes to /.
  await expect(page).toHaveURL(/\/$/);

  expect(await silverOf(sender)).toBe(95);
  expect(await silverOf(receiver)).toBe(35);
  const txs = await listDocuments('pointTransactions');
  expect(
    txs.filter((t: { id: string; data: Record<string, unknown> }) => t.data.senderId === sender.uid),
  ).toEqual([
    {
      id: expect.any(String),
      data: {
        senderId: sender.uid,
        receiverId: receiver.uid,
        amount: 25,
        type: 'silver',
        createdAt: expect.any(String),
      },
    },
  ]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send Points' }).click();
  await expect(balance(page)).toContainText('95');
});

test('an amount over the balance disables submit; a user not followed can still be preselected', async ({
  page,
}) => {
  const sender = await createUser({ silver: 30 });
  const stranger = await createUser({ silver: 0 });
  await signIn(page, sender, `/send-points/${stranger.username}`);

  const radio = page.getByRole('radio', { name: stranger.username });
  await expect(radio).toBeChecked();
  await expect(page.getByText('Not followed')).toBeVisible();

  const amount = page.getByLabel('Amount');
  await amount.fill('31');
  await expect(sendButton(page)).toBeDisabled();
  await expect(page.getByText('Amount exceeds your Available Balance')).toBeVisible();
  await amount.fill('0');
  await expect(sendButton(page)).toBeDisabled();
  await amount.fill('30');
  await expect(sendButton(page)).toBeEnabled();
});

test('goes back to the page it was opened from after sending', async ({ page }) => {
  const sender = await createUser({ silver: 40 });
  const receiver = await createUser();
  await arrangeFollow(sender, receiver);

  await signIn(page, sender, '/settings');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send Points' }).click();
  await expect(page).toHaveURL(/\/send-points\/me$/);
  // /send-points/me preselects nobody.
  const radio = page.getByRole('radio', { name: receiver.username });
  await expect(radio).not.toBeChecked();
  await expect(sendButton(page)).toBeDisabled();

  await radio.check();
  await page.getByLabel('Amount').fill('5');
  // Enter submits only a form that accepts (as the button says): a press does not wait, a click would.
  await expect(sendButton(page)).toBeEnabled();
  await page.getByLabel('Amount').press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(`Sent 5 Silver Points to ${receiver.username}`)).toBeVisible();
  expect(await silverOf(sender)).toBe(35);
  expect(await silverOf(receiver)).toBe(5);
});

test('an unreachable server ends in "Failed to transfer points", not an endless spinner', async ({
  page,
}) => {
  const sender = await createUser({ silver: 20 });
  const receiver = await createUser();
  await arrangeFollow(sender, receiver);
  await signIn(page, sender, `/send-points/${receiver.username}`);
  await expect(page.getByRole('radio', { name: receiver.username })).toBeChecked();
  await expect(balance(page)).toContainText('20');

  await page.route('http://127.0.0.1:8080/**', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Amount').fill('5');
  await sendButton(page).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveText('Failed to transfer points', { timeout: 30_000 });
  await expect(sendButton(page)).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/send-points/${receiver.username}$`));
  expect(await silverOf(sender)).toBe(20);
  expect(await silverOf(receiver)).toBe(0);
});
