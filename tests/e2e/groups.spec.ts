// Elite Groups and Elite Cities (decision 0007), in real Chromium against the emulators.
// Run side by side with other suites: E2E_PORT=4313 E2E_PROJECT=demo-e2e-groups E2E_STUB_PORT=6313.
import type { Page } from '@playwright/test';
import { commitWrites, patchWrite } from '../../stack/firestore-rest.mjs';
import { groupDoc } from '../../fixtures/seed-docs';
import { E2E } from './support/env';
import {
  commitDocs,
  createUser,
  expect,
  getDocument,
  listDocuments,
  revealBelowFold,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';

// A real 1x1 PNG: the browser decodes it (resize step) before the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name = 'group.png') => ({ name, mimeType: 'image/png', buffer: PNG });

async function fillCreateForm(page: Page, name: string) {
  await page.getByLabel('Group photo').setInputFiles(photo());
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('City').fill('Rome');
  await page.getByLabel('Region / district').fill('Trastevere');
  await page.getByLabel('Description').fill('Big spenders of Rome');
}

/** A group made directly in the emulator (rules bypassed), with `creator` as its only member. */
async function arrangeGroup(creator: TestUser, name: string, totalPoints: number): Promise<string> {
  const id = `e2e-${name.toLowerCase()}`;
  const now = new Date();
  const fields = { name, region: 'Brera', city: 'Milan', description: 'Milan diners', image: '' };
  await commitDocs([groupDoc(creator.uid, id, fields, totalPoints, now)]);
  return id;
}

const membersCount = (page: Page) => page.getByTestId('group-members-count');
const totalPoints = (page: Page) => page.getByTestId('group-total-points');

test('a user with enough gold creates a group with a photo and lands on it; gold is down by 100', async ({
  page,
}) => {
  const user = await createUser({ gold: 250 });
  await signIn(page, user, '/elite-groups/new');
  await expect(page.getByText('You have 250')).toBeVisible();
  const name = `Romans ${user.username.slice(-4)}`;
  await fillCreateForm(page, name);
  await page.getByRole('button', { name: 'Create Group' }).click();

  await expect(page).toHaveURL(/\/elite-groups\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Trastevere, Rome')).toBeVisible();
  await expect(membersCount(page)).toHaveText('1');
  await expect(totalPoints(page)).toHaveText('250');
  const id = page.url().split('/').pop()!;
  const group = await getDocument(`eliteGroups/${id}`);
  expect(group).toMatchObject({ creatorId: user.uid, members: [user.uid], totalUsers: 1, totalPoints: 250 });
  expect(group!.image).toContain(`group-photos%2F${user.uid}%2F`); // the uploader's folder (decision 0019)
  expect(await getDocument(`users/${user.uid}`)).toMatchObject({ goldPoints: 150, joinedGroups: [id] });

  await page.goto('/profile/me');
  await expect(page.getByText('Gold Points', { exact: true }).locator('..')).toContainText('150');
});

test('without enough gold: the message, nothing created and nothing uploaded', async ({ page }) => {
  const user = await createUser({ gold: 99 });
  await signIn(page, user, '/elite-groups/new');
  const storageCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(':9199/')) storageCalls.push(r.url());
  });
  await fillCreateForm(page, 'Too Poor');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You need at least 100 Gold Points to create an Elite Group',
  );
  await expect(page).toHaveURL(/\/elite-groups\/new$/);
  expect(storageCalls).toEqual([]);
  const groups = await listDocuments('eliteGroups');
  expect(groups.filter((g: { data: Record<string, unknown> }) => g.data.creatorId === user.uid)).toEqual([]);
  expect((await getDocument(`users/${user.uid}`))?.goldPoints).toBe(99);
});

test('invite, accept, chat with an image; outsiders see member-only texts; the creator cannot leave; a member leaves', async ({
  page,
  browser,
}) => {
  const creator = await createUser({ gold: 500 });
  const invitee = await createUser({ gold: 120 });
  const outsider = await createUser({ gold: 10 });
  const id = await arrangeGroup(creator, `Milanesi${creator.username.slice(-5)}`, 500);

  // The creator invites the second user through the dialog's prefix search.
  await signIn(page, creator, `/elite-groups/${id}`);
  await page.getByRole('button', { name: 'Invite Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Members' });
  await expect(dialog.getByRole('button', { name: 'Send Invites' })).toBeDisabled();
  await dialog.getByLabel('Search users').fill(invitee.username.slice(0, -1).toUpperCase());
  await dialog.getByRole('checkbox', { name: invitee.username }).check();
  await dialog.getByRole('button', { name: 'Send Invites' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await getDocument(`eliteGroups/${id}`))?.pendingInvites)
    .toEqual([invitee.uid]);
  expect(await getDocument(`notifications/group_invite_${id}_${invitee.uid}`)).toMatchObject({
    recipientId: invitee.uid,
    actorId: creator.uid,
    type: 'group_invite',
    targetId: id,
  });

  // The invitee accepts from the group page and chats with an image.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  // The invite arrives as a notification that links to the group.
  await signIn(inviteePage, invitee, '/notifications');
  await inviteePage.getByRole('link', { name: /invited you to join Milanesi/ }).click();
  await expect(inviteePage).toHaveURL(new RegExp(`/elite-groups/${id}$`));
  await expect(inviteePage.getByText('You must be a member to participate in the chat.')).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Accept invite' }).click();
  await expect(membersCount(inviteePage)).toHaveText('2');
  await expect(totalPoints(inviteePage)).toHaveText('620');
  await inviteePage.getByLabel('Attach an image').setInputFiles(photo('dish.png'));
  await inviteePage.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello elite diners');
  await inviteePage.getByRole('button', { name: 'Send' }).click();
  const log = inviteePage.getByRole('log', { name: 'Group chat' });
  await expect(log.getByText('Hello elite diners')).toBeVisible();
  await expect(log.getByRole('img', { name: `Image from ${invitee.username}` })).toBeVisible();
  // The creator sees it live, with the image loaded.
  await expect(page.getByRole('log', { name: 'Group chat' }).getByText('Hello elite diners')).toBeVisible();
  const image = page.getByRole('img', { name: `Image from ${invitee.username}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A signed-in non-member sees the member-only texts and no chat.
  const outsiderContext = await browser.newContext();
  const outsiderPage = await outsiderContext.newPage();
  await signIn(outsiderPage, outsider, `/elite-groups/${id}`);
  await expect(outsiderPage.getByText('You must be a member to participate in the chat.')).toBeVisible();
  await expect(outsiderPage.getByRole('button', { name: 'Join' })).toBeDisabled();
  await expect(outsiderPage.getByRole('log')).toHaveCount(0);
  await outsiderPage.getByRole('tab', { name: 'Events' }).click();
  await expect(outsiderPage.getByText('You must be a member to view events.')).toBeVisible();
  await outsiderContext.close();

  // The creator cannot leave, and is told so.
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Leave group' }).click();
  await expect(page.getByRole('alert')).toHaveText('Group creator cannot leave the group');
  await expect(membersCount(page)).toHaveText('2');

  // The member leaves: the counts follow on both screens and in the data.
  await inviteePage.getByRole('tab', { name: 'Members' }).click();
  await inviteePage.getByRole('button', { name: 'Leave group' }).click();
  await expect(membersCount(inviteePage)).toHaveText('1');
  await expect(totalPoints(inviteePage)).toHaveText('500');
  await expect(inviteePage.getByRole('button', { name: 'Leave group' })).toHaveCount(0);
  await expect(membersCount(page)).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
  expect(await getDocument(`eliteGroups/${id}`)).toMatchObject({ members: [creator.uid], totalUsers: 1 });
  expect((await getDocument(`users/${invitee.uid}`))?.joinedGroups).toEqual([]);
  await inviteeContext.close();
});

test("the leaderboard shows the Elite Groups; a group's region opens it for a signed-in user", async ({
  page,
}) => {
  const creator = await createUser({ gold: 10 });
  const name = `Topgroup${creator.username.slice(-5)}`;
  const id = await arrangeGroup(creator, name, 900_000_000);

  await page.goto('/');
  await revealBelowFold(page);
  const groups = page.getByRole('list', { name: 'Top elite groups' });
  const card = groups.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('900,000,000');
  await expect(card).toContainText('1 member');
  await expect(card.getByRole('link', { name: 'Brera' })).toHaveAttribute('href', `/elite-groups/${id}`);
  await expect(page.getByRole('link', { name: 'New Group' })).toHaveAttribute('href', '/elite-groups/new');

  // Elite Cities from real groups have their own journey (elite-cities.spec.ts, decision 0052).

  // The region link opens the group for a signed-in user.
  await signIn(page, creator, '/');
  await revealBelowFold(page);
  await page
    .getByRole('list', { name: 'Top elite groups' })
    .getByRole('link', { name: 'Brera' })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/elite-groups/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('an invited user can decline: the invite is gone and Join is closed to them', async ({ page }) => {
  const creator = await createUser({ gold: 300 });
  const invitee = await createUser({ gold: 40 });
  const id = await arrangeGroup(creator, `Decliners${creator.username.slice(-5)}`, 300);
  // The creator's invite since (invite-members.ts): it moves only pendingInvites and updatedAt.
  const invite = { pendingInvites: [invitee.uid], updatedAt: new Date() };
  await commitWrites([patchWrite(`eliteGroups/${id}`, invite, E2E.projectId)], E2E.projectId);
  await signIn(page, invitee, `/elite-groups/${id}`);
  await expect(page.getByRole('button', { name: 'Join' })).toBeEnabled();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Your invite' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Join' })).toBeDisabled();
  await expect(
    page.getByText('Elite Groups are invite-only: ask the group creator for an invite.'),
  ).toBeVisible();
  expect(await getDocument(`eliteGroups/${id}`)).toMatchObject({
    pendingInvites: [],
    members: [creator.uid],
    totalUsers: 1,
  });
});

test('the creator edits the group in its settings; anyone else is turned away', async ({ page, browser }) => {
  const creator = await createUser({ gold: 300 });
  const other = await createUser();
  const id = await arrangeGroup(creator, `Editors${creator.username.slice(-5)}`, 300);
  await signIn(page, creator, `/elite-groups/${id}`);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/elite-groups/${id}/settings$`));
  await page.getByLabel('Group photo').setInputFiles(photo('new.png'));
  await page.getByLabel('Group name').fill('Renamed Diners');
  await page.getByLabel('Region / district').fill('Navigli');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/elite-groups/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed Diners' })).toBeVisible();
  await expect(page.getByText('Navigli, Milan')).toBeVisible();
  const group = await getDocument(`eliteGroups/${id}`);
  expect(group).toMatchObject({ name: 'Renamed Diners', region: 'Navigli' });
  expect(group!.image).toContain(`group-photos%2F${creator.uid}%2F`); // the uploader's folder (decision 0019)

  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other, `/elite-groups/${id}/settings`);
  await expect(otherPage.getByText('Only the group creator can change its settings')).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await otherPage.goto('/elite-groups/no-such-group');
  await expect(otherPage.getByText('Group not found')).toBeVisible();
  await otherContext.close();
});
