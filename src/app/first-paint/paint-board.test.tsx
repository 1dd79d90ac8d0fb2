// The rows the early script paints before the app loads are React's own first render of the same answer
// (decision 0022): same elements, classes, texts, links and avatars.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';
import { handoff } from '@/platform/first-paint-handoff';
import { restUserDoc } from '../../../tests/support/firestore-rest';
import { normalizedMarkup } from '../../../tests/support/markup';
import { setAuth } from '../../../tests/support/render';
import { renderFrames } from '../prerender/frames';
import { keepOnlyFrame } from './choose-frame';
import { paintBoard } from './paint-board';

const never = vi.hoisted(() => () => new Promise<never>(() => {}));
vi.mock('@/features/leaderboard/api/fetch-leaderboard', () => ({
  fetchTopUsers: never,
}));

// Out of order, a tie broken by name, a user with 0 (hidden), a photo, thousands, like counts (none: 0).
const answer = [
  restUserDoc('cleo', 12, '', 7),
  restUserDoc('ann', 4863, 'https://example.test/ann.png', 2001),
  restUserDoc('zed', 0),
  restUserDoc('bob', 12),
  { readTime: '2026-11-24T20:00:00Z' },
];

/** The frames as index.html holds them on /, before the app. */
function framesOnHome() {
  document.body.innerHTML = renderFrames();
  keepOnlyFrame('home');
}

afterEach(() => {
  document.body.innerHTML = '';
  handoff().board = undefined;
  handoff().boardAnswer = undefined;
});

describe('paintBoard', () => {
  it('paints the rows React’s first render draws from the same answer', () => {
    framesOnHome();
    expect(paintBoard(answer)).toBe(true);
    const painted = normalizedMarkup(document.querySelector('#home-frame ol')!);
    expect(document.querySelector('[aria-label="Loading leaderboard"]')).toBeNull();

    document.body.innerHTML = '';
    handoff().board = Promise.resolve(answer);
    handoff().boardAnswer = answer;
    setAuth('idle'); // a visitor
    const { container } = render(
      <MemoryRouter>
        <LeaderboardPage />
      </MemoryRouter>,
    );
    expect(painted).toBe(normalizedMarkup(container.querySelector('ol')!));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '1ann♥ 2,001 · Sign in to like4,863gold',
      '2bob♥ 0 · Sign in to like12gold',
      '3cleo♥ 7 · Sign in to like12gold',
    ]);
  });

  it('paints ranks past the template’s cards (one per badge tone) as React draws them', () => {
    const twelve = Array.from({ length: 12 }, (_, i) =>
      restUserDoc(`diner${String(i).padStart(2, '0')}`, 900 - i),
    );
    framesOnHome();
    expect(paintBoard(twelve)).toBe(true);
    const painted = normalizedMarkup(document.querySelector('#home-frame ol')!);

    document.body.innerHTML = '';
    handoff().board = Promise.resolve(twelve);
    handoff().boardAnswer = twelve;
    setAuth('idle');
    const { container } = render(
      <MemoryRouter>
        <LeaderboardPage />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('li')).toHaveLength(10);
    expect(painted).toBe(normalizedMarkup(container.querySelector('ol')!));
  });

  it('leaves the placeholders when the answer is not one, or an empty board', () => {
    framesOnHome();
    expect(paintBoard({ error: { code: 403 } })).toBe(false);
    expect(paintBoard([{ readTime: '2026-11-24T20:00:00Z' }])).toBe(false);
    expect(document.querySelector('[aria-label="Loading leaderboard"]')).not.toBeNull();
  });

  it('paints nothing once the frame is gone (another page, or React has taken over)', () => {
    framesOnHome();
    keepOnlyFrame(null);
    expect(paintBoard(answer)).toBe(false);
  });
});
