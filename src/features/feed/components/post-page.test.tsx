import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLiked } from '@/social/api/likes';
import { subscribeToOwnLikes } from '@/social/api/own-likes';
import { PATHS } from '@/domain/paths';
import { fetchMaySeeSpending } from '@/social/api/spending-access';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { subscribeToBill, type BillSummary } from '../api/subscribe-bill';
import { subscribeToPost } from '../api/subscribe-posts';
import type { Post } from '../model';
import { PostPage } from './post-page';

// Decision 0006: /post/{targetId} reads only the collection the id's shape names (bill ids hold '_', post
// ids are auto-ids), so a post can never show in a bill's place; its like names that kind.
vi.mock('../api/subscribe-posts', () => ({ subscribeToPost: vi.fn() }));
vi.mock('../api/subscribe-bill', () => ({ subscribeToBill: vi.fn() }));
vi.mock('@/social/api/likes', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  setLiked: vi.fn(async () => true),
}));
vi.mock('@/social/api/own-likes', () => ({ subscribeToOwnLikes: vi.fn() }));
vi.mock('@/social/api/comments', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  subscribeToComments: vi.fn((_target: unknown, onNext: (c: never[]) => void) => {
    onNext([]);
    return () => {};
  }),
}));
vi.mock('@/users/user-lookups', () => ({ fetchUsersByIds: vi.fn(async () => []) }));
vi.mock('@/social/api/spending-access', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchMaySeeSpending: vi.fn(async () => true),
}));

const BILL_ID = 'bob_1700000000000';
const POST_ID = 'AbCdEfGhIj0123456789';

const post: Post = {
  id: POST_ID,
  userId: 'bob',
  content: 'Lovely risotto',
  image: null,
  imageSmall: null,
  location: null,
  likeCount: 0,
  commentCount: 0,
  createdAt: new Date(),
  pending: false,
};

function answerBill(bill: BillSummary | null) {
  vi.mocked(subscribeToBill).mockImplementation((_id, onNext) => {
    onNext(bill);
    return () => {};
  });
}

beforeEach(() => {
  setAuth(testUser());
  vi.mocked(subscribeToOwnLikes).mockImplementation((ids, _uid, onNext) => {
    onNext(Object.fromEntries(ids.map((id) => [id, false])));
    return () => {};
  });
  vi.mocked(subscribeToPost).mockImplementation((_id, onNext) => {
    onNext(post);
    return () => {};
  });
  answerBill({
    id: BILL_ID,
    userId: 'bob',
    restaurantName: 'Trattoria Roma',
    address: 'Via Appia 1, Rome',
    restaurantKey: 'trattoriaroma_viaappia1rome',
    totalAmount: 42.5,
    date: '2026-01-20',
    likeCount: 3,
    createdAt: null,
  });
});

afterEach(() => vi.clearAllMocks());

test('a bill id opens the bill, never a post of that id, and its like names a bill', async () => {
  renderAt(<PostPage />, `/post/${BILL_ID}`, PATHS.post);
  const bill = await screen.findByRole('article', { name: 'Bill' });
  expect(bill).toHaveTextContent('Trattoria Roma');
  // Its restaurant links to the restaurant's page (issue 32).
  expect(within(bill).getByRole('link', { name: 'Trattoria Roma' })).toHaveAttribute(
    'href',
    '/restaurants/trattoriaroma_viaappia1rome',
  );
  expect(subscribeToBill).toHaveBeenCalledWith(BILL_ID, expect.any(Function), expect.any(Function));
  // The count is the bill's own likeCount; only my like of it is listened to.
  expect(subscribeToOwnLikes).toHaveBeenCalledWith(
    [BILL_ID],
    'test-uid',
    expect.any(Function),
    expect.any(Function),
  );
  expect(subscribeToPost).not.toHaveBeenCalled();
  await userEvent.click(await screen.findByRole('button', { name: /^Like this bill/ }));
  expect(setLiked).toHaveBeenCalledWith('test-uid', { kind: 'bill', id: BILL_ID }, true);
});

test('a post id opens the post and its like names a post', async () => {
  renderAt(<PostPage />, `/post/${POST_ID}`, PATHS.post);
  const card = await screen.findByRole('article', { name: /^Post by/ });
  expect(card).toHaveTextContent('Lovely risotto');
  expect(subscribeToBill).not.toHaveBeenCalled();
  await userEvent.click(await screen.findByRole('button', { name: /^Like this post/ }));
  expect(setLiked).toHaveBeenCalledWith('test-uid', { kind: 'post', id: POST_ID }, true);
});

test('a bill id with no bill is not found, even if a post were stored under it', async () => {
  answerBill(null);
  renderAt(<PostPage />, `/post/${BILL_ID}`, PATHS.post);
  expect(await screen.findByText('Post not found')).toBeVisible();
  expect(subscribeToPost).not.toHaveBeenCalled();
});

test('a bill whose diner keeps their spending history from me says so and is never asked for', async () => {
  vi.mocked(fetchMaySeeSpending).mockResolvedValueOnce(false);
  renderAt(<PostPage />, `/post/${BILL_ID}`, PATHS.post);
  expect(await screen.findByText('This diner keeps their spending history private')).toBeInTheDocument();
  expect(fetchMaySeeSpending).toHaveBeenCalledWith('bob', testUser().uid);
  expect(subscribeToBill).not.toHaveBeenCalled();
  expect(screen.queryByRole('article', { name: 'Bill' })).not.toBeInTheDocument();
});
