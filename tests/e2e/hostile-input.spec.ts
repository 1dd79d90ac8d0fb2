// Bad input everywhere (decision 0011, "Bad input"): every form of the app submitted empty, oversized (10,000
// characters) and with hostile text (HTML and script tags, emoji, right-to-left text), in real Chromium
// against the real emulators and rules. Each test passes only if the screen shows the spec's messages
// or renders the text as text: no dialog ever opens, no element is injected, no script runs; and the
// emulator holds nothing the rules should have refused (checked with admin reads after each form).
// E2E_PORT=4912 E2E_PROJECT=demo-hostile node stack/with-stack.mjs -- npx playwright test tests/e2e/hostile-input.spec.ts
import type { Page } from '@playwright/test';
import { t } from 'i18next';
import { BIO_MAX as BIO_MAX_FOR_TESTS } from '../../src/features/profile/edit-model';
import { MAX_DESCRIPTION, MAX_NAME } from '../../src/features/groups/model/group-form';
import { MAX_MESSAGE as MAX_GROUP_MESSAGE } from '../../src/features/groups/model/group';
import {
  EVENT_ADDRESS_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_TITLE_MAX,
} from '../../src/features/groups/model/group-event';
import { MAX_MESSAGE_LENGTH } from '../../src/features/messages/model';
import { POST_MAX } from '../../src/features/feed/model';
import { COMMENT_MAX } from '../../src/social/api/comments';
import {
  FIELD_MAX,
  PHONE_INVALID,
  WEBSITE_INVALID,
} from '../../src/features/owner-dashboard/model/profile-form';
import { LINK_MAX } from '../../src/features/profile/edit-model';
import {
  createUser,
  expect,
  findAuthAccount,
  getDocument,
  listDocuments,
  signIn,
  test as base,
  uniqueName,
  type TestUser,
} from './support/fixtures';
import { arrangeFollow, silverOf } from './support/points';
import { patchUser } from './support/profile';
import { arrangeGroup } from './support/world';

/** Markup that would run script if it were ever put into the page as HTML. */
const SCRIPTY = '<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2;alert(2)</script>';
/** Markup, emoji and right-to-left text (Hebrew, Arabic) together. */
const HOSTILE = `${SCRIPTY} 🍝😋 שלום עולם مرحبا بالعالم`;
const HUGE = 'W'.repeat(10_000);

type Doc = { id: string; data: Record<string, unknown> };

// Every test watches its page: no dialog (alert/confirm/prompt) may open, no script of the input may
// run, no element of the input may appear in the document.
const test = base.extend<{ guard: void }>({
  guard: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await use();
      expect(dialogs, 'dialogs opened by the page').toEqual([]);
      if (!page.isClosed()) await expectClean(page);
    },
    { auto: true },
  ],
});

// Wrong credentials typed on purpose: the Auth emulator's 400 (support/console-errors.ts).
test.use({ allowErrors: ['authRefused'] });

/**
 * Nothing of SCRIPTY became an element, none of its script ran, and no text widened the page past the
 * screen (an unbroken 10,000-character word must wrap, or every other control moves under the finger).
 */
async function expectClean(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('#root script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

const alertOf = (page: Page) => page.getByRole('alert');

/** What the sign-in and sign-up forms may say about an address or password the provider refuses. */
const PROVIDER_REFUSALS = [
  'Incorrect email or password.',
  'That email address is not valid.',
  t('auth:errors.signInFailed'),
  t('auth:errors.signUpFailed'),
];
const oneOf = (texts: string[]) =>
  new RegExp(`^(${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

const mine = (docs: Doc[], field: string, uid: string) => docs.filter((d) => d.data[field] === uid);

test("sign in and sign up: only the spec's messages, and no account from a refused form", async ({
  page,
}) => {
  await page.goto('/login');
  const signInButton = page.getByRole('button', { name: 'Sign In' });

  // Empty.
  await signInButton.click();
  await expect(alertOf(page)).toHaveText(t('auth:errors.emailPasswordRequired'));

  // Oversized and hostile: the provider refuses them; the screen says so in its own words.
  for (const email of [`${HUGE}@e2e.test`, `${SCRIPTY}@e2e.test`, `${HOSTILE}`]) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(HUGE);
    await signInButton.click();
    await expect(alertOf(page)).toHaveText(oneOf(PROVIDER_REFUSALS));
    await expect(page).toHaveURL(/\/login$/);
    await expectClean(page);
  }

  // Sign up: the username must match the pattern; nothing is created for a refused form.
  await page.getByRole('button', { name: 'Sign up' }).click();
  const signUpButton = page.getByRole('button', { name: 'Sign Up' });
  await page.getByLabel('Username').fill('');
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Password').fill('');
  await signUpButton.click();
  await expect(alertOf(page)).toHaveText(t('auth:errors.emailPasswordRequired'));
  for (const username of [HOSTILE, HUGE, '   ']) {
    const email = `${uniqueName('hostile')}@e2e.test`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await signUpButton.click();
    await expect(alertOf(page)).toHaveText(
      username.trim() ? t('auth:errors.usernameInvalid') : t('auth:errors.usernameRequired'),
    );
    expect(await findAuthAccount(email)).toBeNull();
  }
  // Hostile and oversized addresses with a valid username: refused before any account is made (the
  // Auth emulator itself would accept markup as an address).
  const username = uniqueName('hst');
  await page.getByLabel('Username').fill(username);
  for (const email of [
    `${SCRIPTY}${username}@e2e.test`,
    `${HUGE}${username}@e2e.test`,
    `${HOSTILE}${username}`,
  ]) {
    await page.getByLabel('Email').fill(email);
    await signUpButton.click();
    await expect(alertOf(page)).toHaveText(t('auth:errors.emailInvalid'));
    expect(await findAuthAccount(email)).toBeNull();
  }
  expect(await getDocument(`usernames/${username.toLowerCase()}`)).toBeNull();
});

test('profile, post and comment: hostile text shown as text, oversized text held to the limits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const me = await createUser();
  await signIn(page, me, '/profile/me');

  // ---- edit profile: the bio and the three links.
  const openEdit = async () => {
    await page.getByRole('button', { name: 'Edit profile' }).click();
    return page.getByRole('dialog', { name: 'Edit profile' });
  };
  let dialog = await openEdit();
  await dialog.getByLabel('Bio').fill(HUGE);
  await expect(dialog.getByText(`${BIO_MAX_FOR_TESTS}/${BIO_MAX_FOR_TESTS}`)).toBeVisible();
  await dialog.getByLabel('Instagram').fill(HUGE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  let stored = await getDocument(`users/${me.uid}`);
  expect(String(stored?.bio)).toHaveLength(BIO_MAX_FOR_TESTS);
  expect((stored?.socialLinks as Record<string, string>).instagram.length).toBeLessThanOrEqual(LINK_MAX);

  dialog = await openEdit();
  await dialog.getByLabel('Bio').fill(HOSTILE.slice(0, BIO_MAX_FOR_TESTS));
  await dialog.getByLabel('Instagram').fill('javascript:alert(document.cookie)');
  await dialog.getByLabel('Twitter').fill(SCRIPTY);
  await dialog.getByLabel('YouTube').fill('data:text/html,<script>alert(3)</script>');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(HOSTILE.slice(0, BIO_MAX_FOR_TESTS), { exact: true })).toBeVisible();
  // None of those links is a link: only http(s) addresses are.
  await expect(page.getByRole('list', { name: 'Social links' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
  await expectClean(page);

  dialog = await openEdit();
  await dialog.getByLabel('Bio').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  stored = await getDocument(`users/${me.uid}`);
  expect(stored?.bio).toBe('');

  // ---- the post composer: empty and blank cannot be sent, oversized is cut at the limit.
  await page.goto('/feed');
  const text = page.getByLabel('What did you eat?');
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await text.fill('   \n  ');
  await expect(post).toBeDisabled();
  await text.fill(HUGE);
  await expect(text).toHaveValue('W'.repeat(POST_MAX));
  await page.getByLabel('Location (optional)').fill(HUGE);
  await post.click();
  await expect(text).toHaveValue('');
  await text.fill(HOSTILE);
  await page.getByLabel('Location (optional)').fill(SCRIPTY);
  await post.click();
  const hostilePost = page
    .getByRole('article', { name: `Post by ${me.username}` })
    .filter({ hasText: '🍝😋' });
  await expect(hostilePost.getByText(HOSTILE, { exact: true })).toBeVisible();
  await expect(hostilePost.getByLabel(`Location: ${SCRIPTY}`)).toBeVisible();
  await expectClean(page);

  // ---- a comment on it: the same three.
  await hostilePost.getByRole('button', { name: /0 comments/ }).click();
  const comment = hostilePost.getByLabel('Add a comment');
  const send = hostilePost.getByRole('button', { name: 'Comment', exact: true });
  await expect(send).toBeDisabled();
  await comment.fill('    ');
  await expect(send).toBeDisabled();
  await comment.fill(HUGE);
  await expect(comment).toHaveValue('W'.repeat(COMMENT_MAX));
  await send.click();
  await expect(hostilePost.getByRole('button', { name: /1 comment$/ })).toBeVisible();
  await comment.fill(HOSTILE);
  await send.click();
  const comments = hostilePost.getByRole('list', { name: 'Comment list' });
  await expect(comments.getByText(HOSTILE, { exact: true })).toBeVisible();
  await expectClean(page);

  // ---- what the emulator holds: within the rules' limits, trimmed, and the text as typed.
  const posts = mine(await listDocuments('posts'), 'userId', me.uid);
  expect(posts).toHaveLength(2);
  for (const p of posts) {
    expect(String(p.data.content).length).toBeLessThanOrEqual(POST_MAX);
    expect(String(p.data.location ?? '').length).toBeLessThanOrEqual(200);
  }
  expect(posts.map((p) => p.data.content)).toContain(HOSTILE);
  const stored2 = mine(await listDocuments('comments'), 'userId', me.uid);
  expect(stored2).toHaveLength(2);
  for (const c of stored2) expect(String(c.data.content).length).toBeLessThanOrEqual(COMMENT_MAX);
});

test('messages: the chat composer and the compose screen', async ({ page }) => {
  const me = await createUser();
  const friend = await createUser();

  // ---- the compose screen (from a profile): empty cannot be sent; oversized is cut at the limit.
  await signIn(page, me, `/send-message/${friend.username}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill(HUGE);
  await expect(box).toHaveValue('W'.repeat(MAX_MESSAGE_LENGTH));
  await send.click();
  await expect(page).toHaveURL(/\/messages$/);

  // ---- the chat: hostile text is a message like any other.
  await page.goto(`/messages/${friend.username}`);
  const input = page.getByLabel('Message', { exact: true });
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill(HOSTILE);
  await page.getByRole('button', { name: 'Send' }).click();
  const chat = page.getByRole('list', { name: 'Messages' });
  await expect(chat.getByText(HOSTILE, { exact: true })).toBeVisible();
  // The bubble shows at once from the cache; its tick only once the server has the message, which the
  // emulator is read for below (on a busy machine the write can still be on its way).
  await expect(
    chat
      .getByRole('listitem')
      .filter({ has: page.getByText(HOSTILE, { exact: true }) })
      .getByRole('img', { name: 'Unread' }),
  ).toBeVisible();
  await input.fill(HUGE);
  await expect(input).toHaveValue('W'.repeat(MAX_MESSAGE_LENGTH));
  await expectClean(page);

  // The list shows the last message as text too.
  await page.goto('/messages');
  await expect(page.getByText(HOSTILE).first()).toBeVisible();

  const cid = [me.uid, friend.uid].sort().join('_');
  const messages = await listDocuments(`conversations/${cid}/messages`);
  expect(messages).toHaveLength(2);
  for (const m of messages) expect(String(m.data.content).length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  expect(await getDocument(`conversations/${cid}`)).toMatchObject({ lastMessage: HOSTILE, unreadCount: 2 });
});

test('send points: an empty, oversized or hostile amount sends nothing', async ({ page }) => {
  const sender = await createUser({ silver: 50 });
  const receiver = await createUser();
  await arrangeFollow(sender, receiver);
  await signIn(page, sender, `/send-points/${receiver.username}`);
  await expect(page.getByRole('radio', { name: receiver.username })).toBeChecked();
  const amount = page.getByLabel('Amount');
  const send = page.getByRole('button', { name: 'Send Points' });

  // The screen's own words only (the form's hint under the field, or its alert after a send).
  const allowed = [
    ...Object.values(t('points:messages', { returnObjects: true })),
    'Amount exceeds your Available Balance',
  ];
  const shownMessages = async () => {
    const texts = await page.getByRole('alert').allTextContents();
    const describedBy = (await amount.getAttribute('aria-describedby')) ?? '';
    for (const id of describedBy.split(' ').filter(Boolean)) {
      if ((await amount.getAttribute('aria-invalid')) === 'true' && id.includes('hint'))
        texts.push(await page.locator(`[id="${id}"]`).innerText());
    }
    return texts.map((t) => t.trim()).filter(Boolean);
  };
  // A number field takes only what a number may hold: typing markup leaves it empty, as a person
  // typing would; a 10,000-digit number is pasted whole.
  for (const value of ['', HOSTILE, '9'.repeat(10_000), '1e309', '-5', '0.5']) {
    await amount.fill('');
    if (/^[\d.e-]+$/.test(value)) await amount.fill(value);
    else if (value) await amount.pressSequentially(value);
    if (await send.isEnabled()) await send.click();
    for (const text of await shownMessages())
      expect(allowed, `shown for ${value.slice(0, 20)}`).toContain(text);
    await expectClean(page);
    await expect(page).toHaveURL(new RegExp(`/send-points/${receiver.username}$`));
  }
  expect(await silverOf(sender)).toBe(50);
  expect(await silverOf(receiver)).toBe(0);
});

test('groups: create, settings, invite search and chat', async ({ page }) => {
  test.setTimeout(120_000);
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const user = await createUser({ gold: 500 });
  await signIn(page, user, '/elite-groups/new');
  const create = page.getByRole('button', { name: 'Create Group' });

  // Empty: the spec's messages, in order.
  await create.click();
  await expect(alertOf(page)).toHaveText(t('groups:errors.photoRequired'));
  await page.getByLabel('Group photo').setInputFiles({ name: 'g.png', mimeType: 'image/png', buffer: PNG });
  await create.click();
  await expect(alertOf(page)).toHaveText(t('groups:errors.nameRequired'));
  for (const label of ['Group name', 'City', 'Region / district', 'Description']) {
    await page.getByLabel(label).fill('   ');
  }
  await create.click();
  await expect(alertOf(page)).toHaveText(t('groups:errors.nameRequired'));

  // Oversized: each field is cut at its limit.
  for (const label of ['Group name', 'City', 'Region / district']) {
    await page.getByLabel(label).fill(HUGE);
    await expect(page.getByLabel(label)).toHaveValue('W'.repeat(MAX_NAME));
  }
  await page.getByLabel('Description').fill(HUGE);
  await expect(page.getByLabel('Description')).toHaveValue('W'.repeat(MAX_DESCRIPTION));

  // Hostile: created, and shown as text.
  const name = HOSTILE.slice(0, MAX_NAME);
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('City').fill('Roma 🍕');
  await page.getByLabel('Region / district').fill(SCRIPTY.slice(0, MAX_NAME));
  await page.getByLabel('Description').fill(HOSTILE);
  await create.click();
  await expect(page).toHaveURL(/\/elite-groups\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: name.trim() })).toBeVisible();
  await expect(page.getByText(HOSTILE, { exact: true })).toBeVisible();
  await expectClean(page);
  const id = page.url().split('/').pop()!;
  const group = await getDocument(`eliteGroups/${id}`);
  expect(String(group?.name).length).toBeLessThanOrEqual(MAX_NAME);
  expect(String(group?.description).length).toBeLessThanOrEqual(MAX_DESCRIPTION);

  // ---- invite search: oversized and hostile terms find nobody and break nothing.
  await page.getByRole('button', { name: 'Invite Members' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Members' });
  for (const term of [HUGE, HOSTILE]) {
    await invite.getByLabel('Search users').fill(term);
    await expect(invite.getByText(t('groups:invite.dialog.noUsers'))).toBeVisible();
    await expect(invite.getByRole('alert')).toHaveCount(0);
  }
  await expect(invite.getByRole('button', { name: 'Send Invites' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(invite).toHaveCount(0);

  // ---- the chat: empty cannot be sent, oversized is cut, hostile is text.
  const chatBox = page.getByRole('textbox', { name: 'Message' });
  const sendChat = page.getByRole('button', { name: 'Send', exact: true });
  await expect(sendChat).toBeDisabled();
  await chatBox.fill('   ');
  await expect(sendChat).toBeDisabled();
  await chatBox.fill(HUGE);
  await expect(chatBox).toHaveValue('W'.repeat(MAX_GROUP_MESSAGE));
  await chatBox.fill(HOSTILE);
  await chatBox.press('Enter');
  await expect(
    page.getByRole('log', { name: 'Group chat' }).getByText(HOSTILE, { exact: true }),
  ).toBeVisible();
  await expectClean(page);

  // ---- settings: empty fields are refused, hostile text is saved as text.
  await page.goto(`/elite-groups/${id}/settings`);
  await page.getByLabel('Group name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alertOf(page)).toHaveText(t('groups:errors.nameRequired'));
  await page.getByLabel('Group name').fill(`${SCRIPTY.slice(0, 60)} ✨`);
  await page.getByLabel('Description').fill(`${HUGE}`);
  await expect(page.getByLabel('Description')).toHaveValue('W'.repeat(MAX_DESCRIPTION));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/elite-groups/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${SCRIPTY.slice(0, 60)} ✨` })).toBeVisible();
  await expectClean(page);
  const saved = await getDocument(`eliteGroups/${id}`);
  expect(String(saved?.description)).toHaveLength(MAX_DESCRIPTION);
  const chatMessages = await listDocuments(`eliteGroups/${id}/messages`);
  expect(chatMessages).toHaveLength(1);
});

test("group events: the event form's empty, oversized, past and hostile input", async ({ page }) => {
  const creator = await createUser({ gold: 300 });
  const groupId = await arrangeGroup(creator);
  await signIn(page, creator, `/elite-groups/${groupId}`);
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = page.getByRole('dialog', { name: 'Create Event' });
  const save = form.getByRole('button', { name: 'Save' });
  const events = () => listDocuments(`eliteGroups/${groupId}/events`);

  // Empty, and only spaces: each required field says so; nothing written.
  await save.click();
  await expect(form.getByText(t('groups:events.fieldErrors.required'))).toHaveCount(4);
  for (const label of ['Title', 'Place', 'Address'])
    await form.getByLabel(label, { exact: true }).fill('   ');
  await save.click();
  await expect(form.getByText(t('groups:events.fieldErrors.required'))).toHaveCount(4);

  // Oversized: each field is held to its limit (the rules' limit too).
  const limits: [string, number][] = [
    ['Title', EVENT_TITLE_MAX],
    ['Place', EVENT_PLACE_MAX],
    ['Address', EVENT_ADDRESS_MAX],
    ['Description (optional)', EVENT_DESCRIPTION_MAX],
  ];
  for (const [label, max] of limits) {
    await form.getByLabel(label, { exact: true }).fill(HUGE);
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('W'.repeat(max));
  }

  // A time gone by and places that are not a whole number from 1 to 1000: refused with their messages.
  await form.getByLabel('Date and time').fill('2020-01-01T20:00');
  for (const max of ['0', '1001', '-3']) {
    await form.getByLabel('Places (optional)').fill(max);
    await save.click();
    await expect(form.getByText(t('groups:events.fieldErrors.invalidMax'))).toBeVisible();
    await expect(form.getByText(t('groups:events.fieldErrors.past'))).toBeVisible();
  }
  expect(await events()).toEqual([]);

  // Hostile: saved, and shown as text.
  const title = HOSTILE.slice(0, EVENT_TITLE_MAX);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date and time').fill('2030-06-15T19:30');
  await form.getByLabel('Place', { exact: true }).fill(SCRIPTY.slice(0, EVENT_PLACE_MAX));
  await form.getByLabel('Address').fill(HOSTILE);
  await form.getByLabel('Description (optional)').fill(HOSTILE);
  await form.getByLabel('Places (optional)').fill('');
  await save.click();
  await expect(form).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(title.trim());
  await expect(card.getByText(HOSTILE, { exact: true })).toBeVisible();
  await expectClean(page);
  const [saved] = await events();
  expect(saved?.data).toMatchObject({ title: title.trim(), description: HOSTILE.trim(), maxAttendees: null });
});

test('restaurant profile form: required fields, limits, a website that must be a web address', async ({
  page,
}) => {
  const owner: TestUser = await createUser();
  await patchUser(owner, { isRestaurantOwner: true, restaurantActivatedAt: new Date() });
  await signIn(page, owner, '/restaurant/profile');
  const form = page.getByRole('form', { name: 'Set up your restaurant' });
  const save = form.getByRole('button', { name: 'Save' });

  // Empty: each required field's message; nothing written.
  await save.click();
  await expect(form.getByText('Restaurant name is required')).toBeVisible();
  expect((await getDocument(`users/${owner.uid}`))?.restaurantProfile).toBeNull();

  // Oversized: cut at each field's limit, or refused with the field's message.
  for (const [label, field] of [
    ['Restaurant name', 'name'],
    ['Description', 'description'],
    ['Address', 'address'],
    ['Cuisine', 'cuisine'],
    ['Opening hours', 'openingHours'],
    ['Phone', 'phone'],
    ['Website (optional)', 'website'],
  ] as const) {
    await form.getByLabel(label).fill(HUGE);
    const value = await form.getByLabel(label).inputValue();
    expect(value.length, label).toBeLessThanOrEqual(FIELD_MAX[field]);
  }
  await save.click();
  await expect(form.getByText(PHONE_INVALID)).toBeVisible();
  await expect(form.getByText(WEBSITE_INVALID)).toBeVisible();
  await expect(form.getByLabel('Website (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect((await getDocument(`users/${owner.uid}`))?.restaurantProfile).toBeNull();

  // Hostile: a website that is not a web address is refused; the rest is saved and shown as text.
  await form.getByLabel('Restaurant name').fill(HOSTILE.slice(0, FIELD_MAX.name));
  await form.getByLabel('Description').fill(HOSTILE);
  await form.getByLabel('Address').fill(`Via ${SCRIPTY}`);
  await form.getByLabel('Cuisine').fill('Romana 🍝');
  await form.getByLabel('Opening hours').fill('שני-שישי 12:00-23:00');
  await form.getByLabel('Phone').fill('+39 06 123456');
  await form.getByLabel('Website (optional)').fill('javascript:alert(1)');
  await form.getByLabel('Price range').selectOption('€€');
  await save.click();
  await expect(form.getByText(WEBSITE_INVALID)).toBeVisible();
  expect((await getDocument(`users/${owner.uid}`))?.restaurantProfile).toBeNull();
  await form.getByLabel('Website (optional)').fill('');
  await save.click();
  await expect(
    page.getByRole('heading', { level: 1, name: HOSTILE.slice(0, FIELD_MAX.name).trim() }),
  ).toBeVisible();
  await expect(page.getByText(`Via ${SCRIPTY}`)).toBeVisible();
  await expectClean(page);
  const profile = (await getDocument(`users/${owner.uid}`))?.restaurantProfile as Record<string, string>;
  expect(profile.name.length).toBeLessThanOrEqual(FIELD_MAX.name);
  expect(profile.description).toBe(HOSTILE);

  // A website stored by some other client as a script address is never a link here.
  await patchUser(owner, { restaurantProfile: { ...profile, website: 'javascript:alert(document.domain)' } });
  await expect(page.getByText('javascript:alert(document.domain)')).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
});
