// Group events (decision 0051) in real Chromium against the emulators and the real rules: the creator
// makes an event of 2 places; two members say Going and a third is refused with the message; one takes
// it back and the third then gets in; the members get the notification; "Add to calendar" downloads an
// .ics whose start is the time typed, in UTC. Run side by side with other suites:
// E2E_PORT=4331 E2E_PROJECT=demo-events.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { arrangeGroup } from './support/world';
import {
  createUser,
  expect,
  getDocument,
  inNewContext,
  listDocuments,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';

// The browser's clock is Rome's: 19:30 on 15 June 2030 is 17:30 UTC (summer time).
test.use({ timezoneId: 'Europe/Rome' });
const LOCAL_START = '2030-06-15T19:30';
const UTC_START = '20300615T173000Z';

async function openEvents(page: Page, groupId: string) {
  await page.goto(`/elite-groups/${groupId}`);
  await page.getByRole('tab', { name: 'Events' }).click();
}

const eventCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title });

/** `member` opens the group's events in a browser of their own and runs `act` on the event's card. */
function asMember(
  browser: Browser,
  member: TestUser,
  groupId: string,
  title: string,
  act: (page: Page, card: ReturnType<typeof eventCard>) => Promise<void>,
) {
  return inNewContext(
    browser,
    {},
    async (page) => {
      await signIn(page, member, `/elite-groups/${groupId}`);
      await page.getByRole('tab', { name: 'Events' }).click();
      await act(page, eventCard(page, title));
    },
    member.username,
  );
}

test('an event of 2 places: two go, the third is refused, one takes it back and the third gets in', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const creator = await createUser({ gold: 500 });
  const [b, c, d] = await Promise.all([createUser(), createUser(), createUser()]);
  const groupId = await arrangeGroup(creator, [b, c, d]);
  const title = `Chef table ${creator.username.slice(-4)}`;

  // ---- the creator makes the event.
  await signIn(page, creator, `/elite-groups/${groupId}`);
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByText('No events yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = page.getByRole('dialog', { name: 'Create Event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date and time').fill(LOCAL_START);
  await form.getByLabel('Place', { exact: true }).fill('Trattoria Bella');
  await form.getByLabel('Address').fill('Via Roma 1, Milan');
  await form.getByLabel('Description (optional)').fill('Six courses; wine, too');
  await form.getByLabel('Places (optional)').fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const card = eventCard(page, title);
  await expect(card).toContainText('0 / 2 attendees · 2 places left');

  const [event] = await listDocuments(`eliteGroups/${groupId}/events`);
  const eventId = String(event!.id);
  // ---- every member is told; the creator is not.
  for (const m of [b, c, d]) {
    await expect
      .poll(() => getDocument(`notifications/group_event_${groupId}_${eventId}_0_${m.uid}`))
      .toMatchObject({ type: 'group_event', actorId: creator.uid, content: `created the event ${title}` });
  }

  // ---- "Add to calendar": the .ics starts at the time typed, in UTC.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chef-table-.*\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain(`DTSTART:${UTC_START}\r\n`);
  expect(ics).toContain(`SUMMARY:${title}\r\n`);
  expect(ics).toContain('DESCRIPTION:Six courses\\; wine\\, too\r\n');

  // ---- b sees the notification, then says Going; so does c.
  await asMember(browser, b, groupId, title, async (p, card2) => {
    await card2.getByRole('button', { name: 'Going' }).click();
    await expect(card2).toContainText('You are going');
    await expect(card2).toContainText('1 / 2 attendees · 1 place left');
    await p.goto('/notifications');
    await expect(p.getByText(`created the event ${title}`)).toBeVisible();
  });
  await asMember(browser, c, groupId, title, async (_p, card2) => {
    await card2.getByRole('button', { name: 'Going' }).click();
    await expect(card2).toContainText('You are going');
  });
  await expect(card).toContainText('2 / 2 attendees · Full');

  // ---- d is refused with the message.
  await asMember(browser, d, groupId, title, async (_p, card2) => {
    await card2.getByRole('button', { name: 'Going' }).click();
    await expect(card2.getByRole('alert')).toHaveText('Sorry, this event is full: no places left');
    await expect(card2).toContainText('2 / 2 attendees · Full');
  });

  // ---- b takes it back, and d then gets in.
  await asMember(browser, b, groupId, title, async (_p, card2) => {
    await card2.getByRole('button', { name: 'Not going' }).click();
    await expect(card2.getByRole('button', { name: 'Going' })).toBeVisible();
    // The server has it before b's browser closes (a write still in flight would go with it).
    await expect
      .poll(async () => (await getDocument(`eliteGroups/${groupId}/events/${eventId}`))?.goingCount)
      .toBe(1);
  });
  await asMember(browser, d, groupId, title, async (_p, card2) => {
    await card2.getByRole('button', { name: 'Going' }).click();
    await expect(card2).toContainText('You are going');
  });
  await expect(card).toContainText('2 / 2 attendees · Full');
  expect(await getDocument(`eliteGroups/${groupId}/events/${eventId}`)).toMatchObject({ goingCount: 2 });

  // ---- the creator cancels: it stays listed as cancelled, and the members going are told.
  await card.getByRole('button', { name: 'Cancel event' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel event' })
    .getByRole('button', { name: 'Cancel event' })
    .click();
  await expect(card).toContainText('Cancelled');
  for (const m of [c, d]) {
    await expect
      .poll(() => getDocument(`notifications/group_event_${groupId}_${eventId}_1_${m.uid}`))
      .toMatchObject({ content: `cancelled the event ${title}` });
  }
  expect(await getDocument(`notifications/group_event_${groupId}_${eventId}_1_${b.uid}`)).toBeNull();
});

test('a non-member sees the spec text, not the events', async ({ page }) => {
  const creator = await createUser();
  const outsider = await createUser();
  const groupId = await arrangeGroup(creator);
  await signIn(page, outsider);
  await openEvents(page, groupId);
  await expect(page.getByText('You must be a member to view events.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Events' })).toHaveCount(0);
});
