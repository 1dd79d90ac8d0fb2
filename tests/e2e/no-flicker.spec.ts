// No flicker (decision 0026): while the next answer loads, what is shown stays. A recorder
// (a MutationObserver installed in the page before the event) looks at the screen after every DOM change
// and notes each moment a heart the user liked shows unliked or disabled, any heart is disabled, or a
// name that was shown goes blank; another user's post or message then arrives (written through the
// emulator's REST path), and once it is on screen the recorder must have seen no such moment.
import type { Page } from '@playwright/test';
import { newPost } from '../../src/features/feed/api/post-doc';
import { newGroupMessage } from '../../src/features/groups/api/group-message-doc';
import { newLike } from '../../src/social/api/reaction-docs';
import { groupDoc } from '../../fixtures/seed-docs';
import { stamped } from '../../fixtures/step-docs';
import {
  commitDocs,
  createUser,
  expect,
  signIn,
  test,
  untilAppRuns,
  type TestUser,
} from './support/fixtures';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Posts by two authors, the newest liked by `me` (like document and likeCount as the app writes them). */
async function arrangeFeed(me: TestUser, authors: TestUser[], tag: string) {
  const posts = authors.map((author, i) => ({ id: `${tag}-p${i}`, author }));
  await commitDocs([
    ...posts.map(({ id, author }, i): [string, Record<string, unknown>] => [
      `posts/${id}`,
      {
        ...stamped(
          newPost(author.uid, { content: `Flicker post ${i} by ${author.username}` }),
          minutesAgo(i + 1),
        ),
        // The like below raised the newest one's count.
        likeCount: i === 0 ? 1 : 0,
      },
    ]),
    [`likes/${me.uid}_${posts[0]!.id}`, stamped(newLike(me.uid, posts[0]!.id, 'post'), minutesAgo(1))],
  ]);
  return posts;
}

/**
 * Starts the recorder: the posts (or chat messages) on screen now keep the name they show; in the feed,
 * no heart is disabled and the hearts pressed now stay pressed. Each DOM change that breaks one is noted.
 */
async function startRecorder(page: Page, kind: 'feed' | 'chat') {
  const watched = await page.evaluate((what) => {
    const seen: string[] = [];
    const known = new Map<Element, string>();
    // A post's author is in its article's name; a chat message's sender is the first line of its bubble.
    const nameOf = (el: Element) =>
      what === 'feed'
        ? (el.getAttribute('aria-label') ?? '')
        : (el.querySelector(':scope > div > :first-child')?.textContent?.trim() ?? '');
    const watchedNow = () =>
      what === 'feed'
        ? Array.from(document.querySelectorAll('ul[aria-label="Posts"] > li > article'))
        : Array.from(document.querySelectorAll('[role="log"][aria-label="Group chat"] li'));
    for (const el of watchedNow()) known.set(el, nameOf(el));
    const check = () => {
      const wrong: string[] = [];
      for (const [el, name] of known) {
        if (!el.isConnected) continue;
        const now = nameOf(el);
        if (now !== name) wrong.push(`name "${name}" became "${now}"`);
      }
      if (what === 'feed') {
        for (const button of Array.from(
          document.querySelectorAll('ul[aria-label="Posts"] button[aria-pressed]'),
        )) {
          if ((button as HTMLButtonElement).disabled) wrong.push('a heart disabled');
        }
        for (const heart of Array.from(
          document.querySelectorAll('[data-liked-before] button[aria-pressed]'),
        )) {
          if (heart.getAttribute('aria-pressed') !== 'true') wrong.push('a liked heart unliked');
        }
      }
      if (wrong.length) seen.push(wrong.join('; '));
    };
    if (what === 'feed') {
      for (const b of Array.from(
        document.querySelectorAll('ul[aria-label="Posts"] button[aria-pressed="true"]'),
      )) {
        b.closest('article')?.setAttribute('data-liked-before', '');
      }
    }
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    (window as unknown as { __flicker: { seen: string[]; observer: MutationObserver } }).__flicker = {
      seen,
      observer,
    };
    return known.size;
  }, kind);
  // The recorder watches what is on screen now: the posts (3) or the first sender's messages (2).
  expect(watched).toBeGreaterThanOrEqual(kind === 'feed' ? 3 : 2);
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const rec = (window as unknown as { __flicker: { seen: string[]; observer: MutationObserver } })
      .__flicker;
    rec.observer.disconnect();
    return rec.seen;
  });

test('a new post by a new author arrives: no liked heart unlikes or disables, no author name blanks', async ({
  page,
}) => {
  const [me, known, newcomer] = await Promise.all([createUser(), createUser(), createUser()]);
  const tag = `flick-${me.username}`;
  await arrangeFeed(me, [known, me, known], tag);
  await signIn(page, me, '/feed', { freshLoad: true });
  await untilAppRuns(page);
  const likedPost = page.getByRole('article', { name: `Post by ${known.username}` }).first();
  await expect(likedPost.getByRole('button', { pressed: true })).toBeEnabled();
  await expect(page.getByRole('article', { name: `Post by ${me.username}` })).toBeVisible();
  // Every author on screen known (other suites' posts too: their authors may come in a later lookup).
  await expect(page.locator('ul[aria-label="Posts"] article[aria-busy="true"]')).toHaveCount(0);

  await startRecorder(page, 'feed');
  await commitDocs([
    [
      `posts/${tag}-new`,
      stamped(newPost(newcomer.uid, { content: `A new post by ${newcomer.username}` }), new Date()),
    ],
  ]);
  // The event: the new post on screen with its author's name, its heart answered (enabled).
  const arrived = page.getByRole('article', { name: `Post by ${newcomer.username}` });
  await expect(arrived.getByText(`A new post by ${newcomer.username}`)).toBeVisible();
  await expect(arrived.locator('button[aria-pressed="false"]')).toBeEnabled();
  await expect(likedPost.getByRole('button', { pressed: true })).toBeEnabled();
  expect(await recorded(page)).toEqual([]);
});

test('a new author writes in the group chat: no sender name blanks', async ({ page }) => {
  const [me, first, second] = await Promise.all([createUser(), createUser(), createUser()]);
  const groupId = `flick-${me.username}`;
  const now = new Date();
  const fields = { name: `Flicker ${me.username.slice(-4)}`, region: 'Brera', city: 'Milan' };
  await commitDocs([
    groupDoc(me.uid, groupId, { ...fields, description: 'Milan diners', image: '' }, 0, now, [
      first.uid,
      second.uid,
    ]),
    ...[0, 1].map((i): [string, Record<string, unknown>] => [
      `eliteGroups/${groupId}/messages/m${i}`,
      stamped(
        newGroupMessage(groupId, first.uid, `Hello ${i} from ${first.username}`, ''),
        minutesAgo(2 - i),
      ),
    ]),
  ]);
  await signIn(page, me, `/elite-groups/${groupId}`, { freshLoad: true });
  await untilAppRuns(page);
  const log = page.getByRole('log', { name: 'Group chat' });
  await expect(log.getByRole('link', { name: first.username })).toHaveCount(2);

  await startRecorder(page, 'chat');
  await commitDocs([
    [
      `eliteGroups/${groupId}/messages/m2`,
      stamped(newGroupMessage(groupId, second.uid, `Hi from ${second.username}`, ''), new Date()),
    ],
  ]);
  // The event: the new message on screen with its sender's name.
  await expect(log.getByText(`Hi from ${second.username}`)).toBeVisible();
  await expect(log.getByRole('link', { name: second.username })).toBeVisible();
  expect(await recorded(page)).toEqual([]);
});
