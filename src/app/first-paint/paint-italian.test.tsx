// The early script paints in the page's language (decision 0033): an Italian page (the Italian HTML's
// frames and texts, <html lang="it">) gets Italian labels and Italian number formats, from the texts the
// prerender left beside the frames; the script itself carries no catalogue.
import { act } from '@testing-library/react';
import { toUserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { restUserDoc } from '../../../tests/support/firestore-rest';
import { expectNoEnglish } from '../../../tests/support/no-english';
import { renderFrames } from '../prerender/frames';
import { keepOnlyFrame } from './choose-frame';
import { PAINT_TEXTS_ID } from './frame-ids';
import { paintBoard } from './paint-board';
import { paintFirstPost } from './paint-feed';
import { paintProfile } from './paint-profile';
import { paintText, readPaintTexts } from './paint-texts';

/** The texts the frames and their painters show. */
const NAMESPACES = ['shell', 'leaderboard', 'feed', 'social', 'profile', 'common'] as const;

const board = [
  restUserDoc('ann', 4863, '', 2001),
  restUserDoc('bob', 1234567, '', 1),
  restUserDoc('cleo', 12),
];

const createdAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
const post = (likeCount: number, commentCount: number) => [
  {
    document: {
      name: 'projects/p/databases/(default)/documents/posts/p1',
      fields: {
        userId: { stringValue: 'author-1' },
        content: { stringValue: 'Risotto allo zafferano' },
        location: { stringValue: 'Milano' },
        likeCount: { integerValue: String(likeCount) },
        commentCount: { integerValue: String(commentCount) },
        createdAt: { timestampValue: createdAt },
      },
    },
  },
];

/** The page as the Italian HTML holds it, with only `frame` kept. */
function italianPage(frame: 'home' | 'feed' | 'profile') {
  document.body.innerHTML = renderFrames('it');
  expect(document.documentElement.lang).toBe('it');
  return keepOnlyFrame(frame)!;
}

afterEach(async () => {
  document.body.innerHTML = '';
  await act(() => i18n.changeLanguage('en'));
});

describe('the early script on an Italian page', () => {
  it('paints the board with Italian labels and Italian numbers', () => {
    italianPage('home');
    expect(paintBoard(board)).toBe(true);
    const rows = [...document.querySelectorAll('#home-frame ol > li')];
    expect(rows).toHaveLength(3);
    const ranks = rows.map((li) => li.querySelector('[data-tone]')?.getAttribute('aria-label'));
    expect(ranks).toEqual(['Posizione 1', 'Posizione 2', 'Posizione 3']);
    const likes = rows.map((li) => li.querySelector('[aria-label$="Mi piace"]'));
    expect(likes.map((l) => l?.getAttribute('aria-label'))).toEqual([
      '1 Mi piace',
      '2.001 Mi piace',
      '0 Mi piace',
    ]);
    expect(likes.map((l) => l?.textContent)).toEqual(['♥ 1', '♥ 2.001', '♥ 0']);
    // Points with the Italian thousands separator, as React's formatPoints draws them.
    const points = rows.map((li) => li.querySelector('a > span:last-child')?.firstChild?.textContent);
    expect(points).toEqual(['1.234.567', '4.863', '12']);
    expectNoEnglish(NAMESPACES);
  });

  it('paints the newest post with Italian plurals, place and time', () => {
    italianPage('feed');
    paintFirstPost(post(1, 1204));
    const article = document.querySelector('#feed-frame article')!;
    const [like, comments] = article.lastElementChild!.querySelectorAll('button');
    expect(like).toHaveAttribute('aria-label', 'Accedi per mettere Mi piace (1 Mi piace)');
    expect(comments).toHaveTextContent('1.204 commenti');
    expect(article.querySelector('[role=img]')).toHaveAttribute('aria-label', 'Luogo: Milano');
    expect(article.querySelector('time')).toHaveTextContent('3 ore fa');

    italianPage('feed');
    paintFirstPost(post(2, 1));
    const again = document.querySelector('#feed-frame article')!.lastElementChild!;
    const [like2, comments2] = again.querySelectorAll('button');
    expect(like2).toHaveAttribute('aria-label', 'Accedi per mettere Mi piace (2 Mi piace)');
    expect(comments2).toHaveTextContent('1 commento');
    expectNoEnglish(NAMESPACES);
  });

  it('names the remembered photo in Italian on /profile/me', () => {
    const frame = italianPage('profile');
    const me = toUserRecord('uid-ann', { username: 'ann', photoURL: 'https://example.test/ann.png' });
    expect(paintProfile(frame, me)).toHaveAttribute('alt', 'Foto profilo di ann');
    expectNoEnglish(NAMESPACES);
  });
});

describe('the painters’ texts', () => {
  it('are the page language’s, left by the prerender as JSON', () => {
    document.body.innerHTML = renderFrames('en');
    expect(readPaintTexts()?.rank).toBe('Rank {{rank}}');
    document.body.innerHTML = renderFrames('it');
    expect(readPaintTexts()?.rank).toBe('Posizione {{rank}}');
  });

  it('take the plural form of the page’s language, Italian many included', async () => {
    document.body.innerHTML = renderFrames('it');
    const texts = readPaintTexts()!;
    const comments = (n: number) => paintText(texts, 'comments', { n: String(n) }, n);
    expect([1, 2, 1_000_000].map(comments)).toEqual(['1 commento', '2 commenti', '1000000 commenti']);
    await act(() => i18n.changeLanguage('en'));
    document.body.innerHTML = renderFrames('en');
    const english = readPaintTexts()!;
    expect(paintText(english, 'comments', { n: '1' }, 1)).toBe('1 comment');
    expect(paintText(english, 'comments', { n: '0' }, 0)).toBe('0 comments');
  });

  it('leave the frame unpainted when the page has none', () => {
    document.body.innerHTML = renderFrames('en');
    keepOnlyFrame('home');
    document.getElementById(PAINT_TEXTS_ID)!.remove();
    expect(paintBoard(board)).toBe(false);
    expect(document.querySelector('[aria-label="Loading leaderboard"]')).not.toBeNull();
  });
});
