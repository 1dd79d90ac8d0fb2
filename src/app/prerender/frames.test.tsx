// The guard of decision 0022: each frame index.html paints (renderFrames) must be, element for element
// and class for class, what React's first render of that page draws while its data loads, so the frame
// hands over without a visible change. A page changed without its frame fails here.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { FeedPage } from '@/features/feed/components/feed-page';
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { PerksPage } from '@/features/offers/components/perks-page';
import { SearchPage } from '@/features/restaurant-pages/components/search-page';
import { normalizedMarkup, normalizedPart } from '../../../tests/support/markup';
import { setAuth } from '../../../tests/support/render';
import { FRAME_IDS } from '../first-paint/frame-ids';
import { Header } from '../shell/header';
import { renderFrames } from './frames';

// The pages' data never arrives: their first render is what stays on screen.
const never = vi.hoisted(() => () => new Promise<never>(() => {}));
vi.mock('@/features/leaderboard/api/fetch-leaderboard', () => ({
  fetchTopUsers: never,
}));
vi.mock('@/features/feed/api/subscribe-posts', () => ({ subscribeToFeed: () => () => {} }));
vi.mock('@/features/messages/components/conversations-section', () => ({
  ConversationsSection: () => never(),
}));

/** React's first render of `page` on the client, as the app mounts it (the session not known yet). */
function firstRender(page: ReactElement): string {
  setAuth('loading');
  const { container } = render(<MemoryRouter>{page}</MemoryRouter>);
  return normalizedMarkup(container.innerHTML);
}

const frame = (name: keyof typeof FRAME_IDS) => normalizedPart(renderFrames(), `#${FRAME_IDS[name]} > *`);

describe('the prerendered frames are the pages’ first renders', () => {
  it('/: the leaderboard’s title, toggles and ten placeholders', () => {
    expect(frame('home')).toBe(firstRender(<LeaderboardPage />));
  });

  it('/messages: the title and the conversations’ placeholders', () => {
    expect(frame('messages')).toBe(firstRender(<MessagesPage />));
  });

  it('/feed: the title, the disabled composer and the posts’ placeholders', () => {
    expect(frame('feed')).toBe(firstRender(<FeedPage />));
  });

  it('/perks: the title, its intro and the perks’ placeholders', () => {
    expect(frame('perks')).toBe(firstRender(<PerksPage />));
  });

  it('/search: the title, the field, Near me and the empty state', () => {
    expect(frame('search')).toBe(firstRender(<SearchPage />));
  });

  it('the header, before the session is known', () => {
    const header = normalizedPart(renderFrames(), 'header');
    expect(header).toBe(firstRender(<Header />));
  });

  it('every frame is a main landmark of the shell, and the frames are the only ones', () => {
    const box = document.createElement('div');
    box.innerHTML = renderFrames();
    expect([...box.querySelectorAll('main[data-frame]')].map((m) => m.id)).toEqual(Object.values(FRAME_IDS));
    expect(box.querySelector('link')).toBeNull(); // no preload of a template's stand-in photo
  });
});
