// The feed and the post page in Italian (decision 0033): the composer, post cards with their plurals,
// place and pending state, the empty and not-found states, and nothing left in English.
import { t } from 'i18next';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PATHS } from '@/domain/paths';
import { toUserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { subscribeToOwnLikes } from '@/social/api/own-likes';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { subscribeToFeed, subscribeToPost } from '../api/subscribe-posts';
import { type Post } from '../model';
import { FeedFrame, FeedPage } from './feed-page';
import { PostPage } from './post-page';
import { LOCATION_MAX, POST_MAX } from '@/features/feed/model';

vi.mock('../api/subscribe-posts', () => ({ subscribeToFeed: vi.fn(), subscribeToPost: vi.fn() }));
vi.mock('@/social/api/own-likes', () => ({ subscribeToOwnLikes: vi.fn() }));
vi.mock('@/users/user-lookups', () => ({
  fetchUsersByIds: vi.fn(async (ids: string[]) =>
    ids.map((id) => toUserRecord(id, { username: `user-${id}` })),
  ),
}));

const NAMESPACES = ['feed', 'social', 'common'] as const;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

const post = (over: Partial<Post>): Post => ({
  id: 'p1',
  userId: 'u1',
  content: 'Risotto alla milanese',
  image: null,
  imageSmall: null,
  location: null,
  likeCount: 0,
  commentCount: 0,
  createdAt: hoursAgo(3),
  pending: false,
  ...over,
});

function feedAnswers(posts: Post[]) {
  vi.mocked(subscribeToFeed).mockImplementation((onNext) => {
    onNext(posts);
    return () => {};
  });
}

beforeEach(async () => {
  setAuth(testUser({ uid: 'me' }));
  vi.mocked(subscribeToOwnLikes).mockImplementation((ids, _uid, onNext) => {
    onNext(Object.fromEntries(ids.map((id) => [id, id === 'p2'])));
    return () => {};
  });
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.clearAllMocks();
});

describe('the feed in Italian', () => {
  it('the composer and the posts, with real plurals, the place and a pending post', async () => {
    feedAnswers([
      post({
        id: 'p1',
        location: 'Milano',
        image: 'https://example.test/p1.jpg',
        likeCount: 1,
        commentCount: 1,
      }),
      post({ id: 'p2', userId: 'u2', likeCount: 2, commentCount: 2, pending: true, createdAt: hoursAgo(0) }),
    ]);
    renderAt(<FeedPage />, '/feed');
    expect(screen.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    const composer = screen.getByRole('form', { name: 'Nuovo post' });
    expect(within(composer).getByLabelText('Cosa hai mangiato?')).toHaveAttribute(
      'placeholder',
      "Racconta un'esperienza al ristorante...",
    );
    expect(within(composer).getByPlaceholderText('Luogo (facoltativo)')).toBeEnabled();
    expect(within(composer).getByRole('button', { name: 'Pubblica' })).toBeDisabled();

    const list = screen.getByRole('list', { name: 'Post' });
    const first = await within(list).findByRole('article', { name: 'Post di user-u1' });
    expect(within(first).getByText('3 ore fa')).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Luogo: Milano' })).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Foto condivisa da user-u1' })).toBeVisible();
    expect(
      within(first).getByRole('button', { name: 'Metti Mi piace a questo post (1 Mi piace)' }),
    ).toBeVisible();
    expect(within(first).getByRole('button', { name: '1 commento' })).toBeVisible();

    const second = await within(list).findByRole('article', { name: 'Post di user-u2' });
    expect(within(second).getByText('adesso')).toBeVisible();
    expect(within(second).getByText('In attesa')).toHaveAttribute(
      'title',
      'In attesa di invio: partirà quando torna la connessione',
    );
    expect(
      within(second).getByRole('button', { name: 'Togli Mi piace da questo post (2 Mi piace)' }),
    ).toBeVisible();
    expect(within(second).getByRole('button', { name: '2 commenti' })).toBeVisible();
    expectNoEnglish(NAMESPACES);
  });

  it('an empty feed, and a photo the composer refuses', () => {
    feedAnswers([]);
    renderAt(<FeedPage />, '/feed');
    expect(screen.getByText('Ancora nessun post')).toBeVisible();
    expect(screen.getByText('Racconta la tua ultima esperienza al ristorante.')).toBeVisible();
    const input = screen.getByLabelText('Aggiungi foto');
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent("Carica un'immagine JPG, PNG o WebP");
    expectNoEnglish(NAMESPACES);
  });

  it('the frame painted before the feed loads', () => {
    render(
      <MemoryRouter>
        <FeedFrame />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Caricamento dei post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pubblica' })).toBeDisabled();
    expectNoEnglish(NAMESPACES);
  });

  it('a post page with no post: not found, and the ways back to the feed', () => {
    vi.mocked(subscribeToPost).mockImplementation((_id, onNext) => {
      onNext(null);
      return () => {};
    });
    renderAt(<PostPage />, '/post/AbCdEfGhIj0123456789', PATHS.post);
    expect(screen.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
    expect(screen.getByText('Post non trovato')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna al feed' })).toHaveAttribute('href', PATHS.feed);
    expect(screen.getByRole('link', { name: 'Apri il feed' })).toBeVisible();
    expectNoEnglish(NAMESPACES);
  });

  it('makes its messages in the language of the moment', async () => {
    expect(t('feed:errors.contentEmpty')).toBe('Il contenuto non può essere vuoto');
    expect(t('feed:errors.contentTooLong', { max: POST_MAX })).toBe(
      'Il contenuto può avere al massimo 2000 caratteri',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(t('feed:errors.contentEmpty')).toBe('Content cannot be empty');
    expect(t('feed:errors.locationTooLong', { max: LOCATION_MAX })).toBe(
      'Location must be 200 characters or fewer',
    );
  });
});
