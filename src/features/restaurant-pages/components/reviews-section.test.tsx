import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toRestaurantPage, type DinerRecord } from '@/domain/restaurant-page';
import type { PageEntry } from '@/firebase/page-window';
import type { PagedSource } from '@/firebase/subscribe-pages';
import type * as BlocksApi from '@/social/api/blocks';
import { useAuthStore } from '@/stores/auth-store';
import { reviewPages } from '../api/review-pages';
import { subscribeMyDinerRecord, subscribeMyReview } from '../api/review-subscriptions';
import { saveReply, saveReview } from '../api/review-writes';
import type { Review } from '../model/review-model';
import { ReviewsSection } from './reviews-section';

vi.mock('../api/review-pages', () => ({ reviewPages: vi.fn() }));
vi.mock('../api/review-subscriptions', () => ({
  subscribeMyDinerRecord: vi.fn(),
  subscribeMyReview: vi.fn(),
}));
vi.mock('../api/review-writes', () => ({ saveReview: vi.fn(), deleteReview: vi.fn(), saveReply: vi.fn() }));
vi.mock('@/users/user-lookups', () => ({ fetchUsersByIds: vi.fn(async () => []) }));
// carol is blocked by the reader (decision 0030).
vi.mock('@/social/api/blocks', async (importOriginal) => ({
  ...(await importOriginal<typeof BlocksApi>()),
  subscribeToBlocks: (_uid: string, onNext: (b: BlocksApi.BlockedUser[]) => void) => {
    onNext([{ userId: 'carol', blockedAt: null }]);
    return () => {};
  },
}));

const KEY = 'trattoriaroma_viaappia1rome';
const page = (data: Record<string, unknown> = {}) =>
  toRestaurantPage(KEY, { name: 'Trattoria Roma', address: 'Via Appia 1, Rome', billCount: 3, ...data });

const review = (userId: string, over: Partial<Review> = {}): Review => ({
  userId,
  rating: 4,
  text: `${userId} liked it`,
  photos: [],
  billId: `${userId}_1`,
  visitDate: '2026-03-01',
  visits: 3,
  createdAt: new Date('2026-03-02T12:00:00Z'),
  updatedAt: new Date('2026-03-02T12:00:00Z'),
  reply: null,
  ...over,
});

const diner: DinerRecord = {
  userId: 'me',
  visits: 2,
  gold: 80,
  firstVisit: '2026-03-01',
  lastVisit: '2026-03-01',
  lastBillId: 'me_1',
  visible: true,
};

async function setup({
  uid = 'me',
  reviews = [] as Review[],
  mine = null as DinerRecord | null,
  ownerId = null as string | null,
  data = {} as Record<string, unknown>,
} = {}) {
  useAuthStore.setState({ uid });
  // The block list's code is loaded, as the shell's listener has it by the time a list shows (the
  // review's menu no longer brings it: its dialogs load on a tap, decision 0053).
  await import('@/social/api/blocks');
  const source: PagedSource<Review> = {
    size: 10,
    subscribeNewest: (onNext) => {
      onNext(
        reviews.map((r, i): PageEntry<Review> => ({ id: r.userId, at: 1000 - i, item: r, cursor: null })),
      );
      return () => {};
    },
    fetchOlder: async () => [],
  };
  vi.mocked(reviewPages).mockReturnValue(source);
  vi.mocked(subscribeMyDinerRecord).mockImplementation((_k, _u, onNext) => {
    onNext(mine);
    return () => {};
  });
  vi.mocked(subscribeMyReview).mockImplementation((_k, _u, onNext) => {
    onNext(null);
    return () => {};
  });
  render(
    <MemoryRouter>
      <ReviewsSection page={page(data)} ownerId={ownerId} />
    </MemoryRouter>,
  );
  // The listeners' first answers (the block list's among them) settle before the test looks.
  await act(async () => {});
  // The authors' lookup answers (nobody known here): each review names "this user".
  if (reviews.some((r) => r.userId !== 'carol')) await screen.findAllByText('this user');
}

afterEach(() => {
  vi.mocked(saveReview).mockReset();
  vi.mocked(saveReply).mockReset();
});

describe('ReviewsSection', () => {
  it('says there are no reviews yet, and offers no form to someone without a bill there', async () => {
    await setup();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your review' })).not.toBeInTheDocument();
  });

  it('shows each review verified by its visit, and hides a blocked author’s', async () => {
    await setup({ reviews: [review('ann'), review('carol')] });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getByText('ann liked it')).toBeInTheDocument();
    expect(within(list).queryByText('carol liked it')).not.toBeInTheDocument();
    expect(within(list).getByText(/Verified diner/)).toBeInTheDocument();
    expect(within(list).getByText(/Visited Mar 1, 2026/)).toBeInTheDocument();
    expect(within(list).getByText(/3 visits/)).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('lets a diner rate with the keyboard and post a review with its counter', async () => {
    vi.mocked(saveReview).mockResolvedValue();
    await setup({ mine: diner });
    const form = screen.getByRole('form', { name: 'Your review' });
    const post = within(form).getByRole('button', { name: 'Post review' });
    expect(post).toBeDisabled();
    await userEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Your review (optional)'), 'Lovely');
    expect(within(form).getByText('6/1000')).toBeInTheDocument();
    await userEvent.click(post);
    expect(saveReview).toHaveBeenCalledWith(KEY, 'me', { rating: 4, text: 'Lovely', photos: [] });
  });

  it('shows the error and keeps the form when the save is refused', async () => {
    const { AppError } = await import('@/domain/app-error');
    vi.mocked(saveReview).mockRejectedValue(new AppError('reviews:errors.notDiner'));
    await setup({ mine: diner });
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only diners with a scanned bill here can review it',
    );
  });

  it('lets the owner reply, and nobody else', async () => {
    vi.mocked(saveReply).mockResolvedValue();
    await setup({ uid: 'owner', ownerId: 'owner', reviews: [review('ann')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByLabelText('Your reply'), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(saveReply).toHaveBeenCalledWith(KEY, 'ann', 'Thank you!', true);
  });

  it('shows the reply to everyone, with no reply button for a non-owner', async () => {
    await setup({
      uid: 'ben',
      ownerId: 'owner',
      reviews: [review('ann', { reply: { text: 'Grazie!', createdAt: null, updatedAt: null } })],
    });
    expect(await screen.findByText('Grazie!')).toBeInTheDocument();
    expect(screen.getByText('Reply from the restaurant')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();
  });
});
