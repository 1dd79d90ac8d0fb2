// The post the early script paints on /feed before the app loads is React's own first render of the same
// answer (decision 0022): same card, classes, texts and photo.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FeedPage } from '@/features/feed/components/feed-page';
import { handoff } from '@/platform/first-paint-handoff';
import { normalizedMarkup } from '../../../tests/support/markup';
import { setAuth } from '../../../tests/support/render';
import { renderFrames } from '../prerender/frames';
import { keepOnlyFrame } from './choose-frame';
import { paintFirstPost } from './paint-feed';

const never = vi.hoisted(() => () => new Promise<never>(() => {}));
vi.mock('@/features/feed/api/subscribe-posts', () => ({ subscribeToFeed: () => () => {} }));
vi.mock('@/users/user-lookups', () => ({ fetchUsersByIds: never }));

const post = (id: string, fields: Record<string, unknown>) => ({
  document: { name: `projects/p/databases/(default)/documents/posts/${id}`, fields },
});
const createdAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(); // '3 hours ago'
const withPhoto = [
  post('p1', {
    userId: { stringValue: 'author-1' },
    content: { stringValue: 'Saffron risotto\nand osso buco' },
    image: { stringValue: 'https://example.test/p1.jpg' },
    imageSmall: { stringValue: 'https://example.test/p1-640.jpg' },
    location: { stringValue: 'Milan' },
    likeCount: { integerValue: '1' },
    commentCount: { integerValue: '1204' },
    createdAt: { timestampValue: createdAt },
  }),
  { readTime: createdAt },
];
const textOnly = [
  post('p2', {
    userId: { stringValue: 'author-2' },
    content: { stringValue: 'Just pasta' },
    likeCount: { integerValue: '0' },
    commentCount: { integerValue: '1' },
    createdAt: { timestampValue: createdAt },
  }),
];

function framesOnFeed() {
  document.body.innerHTML = renderFrames();
  keepOnlyFrame('feed');
}

/** React's first render of /feed for a returning user, from the early script's answer. */
function reactsFirstPost(answer: unknown): string {
  document.body.innerHTML = '';
  handoff().feedAnswer = answer;
  setAuth('loading');
  const { container } = render(
    <MemoryRouter>
      <FeedPage />
    </MemoryRouter>,
  );
  return normalizedMarkup(container.querySelector('ul')!);
}

afterEach(() => {
  document.body.innerHTML = '';
  handoff().feedAnswer = undefined;
});

describe('paintFirstPost', () => {
  it.each([
    ['a post with a photo and a place', withPhoto],
    ['a post with neither', textOnly],
  ])('paints %s as React’s first render draws it', (_, answer) => {
    framesOnFeed();
    // The photo's one extra attribute marks it for the scripts' start (start-entry.ts); nothing shows it.
    paintFirstPost(answer)?.removeAttribute('data-first-paint');
    expect(document.querySelector('[aria-label="Loading posts"]')).toBeNull();
    const painted = normalizedMarkup(document.querySelector('#feed-frame ul')!);
    expect(painted).toBe(reactsFirstPost(answer));
  });

  it('returns the photo to wait for, marked as the first paint; none for a text post', () => {
    framesOnFeed();
    const photo = paintFirstPost(withPhoto);
    expect(photo?.getAttribute('src')).toBe('https://example.test/p1-640.jpg');
    expect(photo).toHaveAttribute('data-first-paint');
    framesOnFeed();
    expect(paintFirstPost(textOnly)).toBeNull();
  });

  it('keeps the placeholders for an answer that is not one, or an empty feed', () => {
    framesOnFeed();
    expect(paintFirstPost({ error: 'denied' })).toBeNull();
    expect(paintFirstPost([])).toBeNull();
    expect(document.querySelector('[aria-label="Loading posts"]')).not.toBeNull();
  });
});
