// A member who signed up moments before, accepted the invite from the notification and wrote
// in the chat leaves the group. The commit was refused: with 0 gold the leave sent increment(-0), which
// Firestore stores as a double, and the rules take totalPoints only as an int (decision 0020).
// Run side by side with other suites: E2E_PORT=4530 E2E_PROJECT=demo-h-leave.
import type { Page } from '@playwright/test';
import {
  createUser,
  expect,
  findAuthAccount,
  getDocument,
  PASSWORD,
  signIn,
  test,
  uniqueName,
} from './support/fixtures';
import { E2E } from './support/env';

// A real 1x1 PNG: the browser decodes it (resize step) before the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const membersCount = (page: Page) => page.getByTestId('group-members-count');
const totalPoints = (page: Page) => page.getByTestId('group-total-points');

test('a user who just signed up accepts the invite from the notification, chats, and leaves', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const creator = await createUser({ gold: 250 });

  // A new user signs up through the form (0 gold, the sign-up document as the app writes it).
  const joinerContext = await browser.newContext();
  const joinerPage = await joinerContext.newPage();
  const username = uniqueName('join');
  const email = `${username.toLowerCase()}@e2e.test`;
  await joinerPage.goto('/login');
  await joinerPage.getByRole('button', { name: 'Sign up' }).click();
  await joinerPage.getByLabel('Username').fill(username);
  await joinerPage.getByLabel('Email').fill(email);
  await joinerPage.getByLabel('Password').fill(PASSWORD);
  await joinerPage.getByRole('button', { name: 'Sign Up' }).click();
  await expect(joinerPage).toHaveURL(/\/$/);
  await expect(joinerPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const joinerId = (await findAuthAccount(email)).localId as string;

  // The creator makes a group through the form (paying 100 of 250 gold) and invites the new user.
  await signIn(page, creator, '/elite-groups/new');
  const name = `Leavers ${creator.username.slice(-4)}`;
  await page
    .getByLabel('Group photo')
    .setInputFiles({ name: 'group.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('City').fill('Rome');
  await page.getByLabel('Region / district').fill('Monti');
  await page.getByLabel('Description').fill('Diners of Monti');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(page).toHaveURL(/\/elite-groups\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Invite Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Members' });
  await dialog.getByLabel('Search users').fill(username);
  await dialog.getByRole('checkbox', { name: username }).check();
  await dialog.getByRole('button', { name: 'Send Invites' }).click();
  await expect(dialog).toBeHidden();

  // The new user accepts from the notification.
  await joinerPage.goto('/notifications');
  await joinerPage.getByRole('link', { name: new RegExp(`invited you to join ${name}`) }).click();
  await expect(joinerPage).toHaveURL(new RegExp(`/elite-groups/${id}$`));
  await joinerPage.getByRole('button', { name: 'Accept invite' }).click();
  await expect(joinerPage.getByText('You are a member')).toBeVisible();
  await expect(membersCount(joinerPage)).toHaveText('2');
  await expect(totalPoints(joinerPage)).toHaveText('250');

  // ... writes in the chat ...
  await joinerPage.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello everyone');
  await joinerPage.getByRole('button', { name: 'Send' }).click();
  const log = joinerPage.getByRole('log', { name: 'Group chat' });
  await expect(log.getByText('Hello everyone')).toBeVisible();
  await expect(page.getByRole('log', { name: 'Group chat' }).getByText('Hello everyone')).toBeVisible();

  // ... opens Members and leaves.
  await joinerPage.getByRole('tab', { name: 'Members' }).click();
  await expect(joinerPage.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  await joinerPage.getByRole('button', { name: 'Leave group' }).click();
  await expect(joinerPage.getByText(`You left ${name}`)).toBeVisible();
  await expect(membersCount(joinerPage)).toHaveText('1');
  await expect(totalPoints(joinerPage)).toHaveText('250');
  await expect(joinerPage.getByText('You are a member')).toHaveCount(0);
  await expect(joinerPage.getByRole('button', { name: 'Leave group' })).toHaveCount(0);
  await expect(joinerPage.getByRole('alert')).toHaveCount(0);
  await joinerPage.getByRole('tab', { name: 'Chat' }).click();
  await expect(joinerPage.getByText('You must be a member to participate in the chat.')).toBeVisible();
  await expect(membersCount(page)).toHaveText('1');

  const group = await getDocument(`eliteGroups/${id}`);
  expect(group).toMatchObject({ members: [creator.uid], totalUsers: 1, totalPoints: 250 });
  // Still stored as an int (the leave of a member with 0 gold used to make it a double).
  const raw = await fetch(
    `${E2E.firestoreURL}/v1/projects/${E2E.projectId}/databases/(default)/documents/eliteGroups/${id}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  expect((await raw.json()).fields.totalPoints).toEqual({ integerValue: '250' });
  expect(await getDocument(`users/${joinerId}`)).toMatchObject({ joinedGroups: [], lastGroupId: id });
  await joinerContext.close();
});
