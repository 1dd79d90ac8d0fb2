import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { fetchOwnerPhotos, fetchPhotoPage, type PostPhoto } from '../api/post-photos';
import { RestaurantPhotos } from './restaurant-photos';
import type * as BlockedUsersHook from '@/social/hooks/use-blocked-users';

vi.mock('../api/post-photos', () => ({ fetchPhotoPage: vi.fn(), fetchOwnerPhotos: vi.fn() }));
vi.mock('@/social/hooks/use-blocked-users', async (importOriginal) => ({
  ...(await importOriginal<typeof BlockedUsersHook>()),
  useBlockedUsers: () => ({ ids: new Set(['troll']), blocked: [], loaded: true }),
}));

const photo = (postId: string, userId: string): PostPhoto => ({
  postId,
  userId,
  src: `https://img.test/${postId}.jpg`,
  content: `Post ${postId}`,
  createdAt: new Date(),
});

describe('RestaurantPhotos', () => {
  it("shows the owner's photos first, then others', without a blocked author's; each opens its post", async () => {
    setAuth(testUser());
    vi.mocked(fetchOwnerPhotos).mockResolvedValue([photo('o1', 'owner')]);
    vi.mocked(fetchPhotoPage)
      .mockResolvedValueOnce({
        photos: [photo('p1', 'ann'), photo('o1', 'owner'), photo('p2', 'troll')],
        next: {} as never,
      })
      .mockResolvedValueOnce({ photos: [photo('p3', 'ben')], next: null });
    renderAt(<RestaurantPhotos restaurantKey="k" ownerId="owner" />, '/restaurants/k');
    const list = await screen.findByRole('list', { name: 'Photos from posts' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/post/o1', '/post/p1']);
    expect(within(list).getByRole('img', { name: 'Photo from the owner: Post o1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(await within(list).findByRole('link', { name: 'Photo from a post: Post p3' })).toHaveAttribute(
      'href',
      '/post/p3',
    );
    expect(screen.queryByRole('button', { name: 'Show more photos' })).not.toBeInTheDocument();
  });

  it('says none yet, and asks a visitor to sign in (posts are for signed-in readers)', async () => {
    setAuth(testUser());
    vi.mocked(fetchOwnerPhotos).mockResolvedValue([]);
    vi.mocked(fetchPhotoPage).mockResolvedValue({ photos: [], next: null });
    const { unmount } = renderAt(<RestaurantPhotos restaurantKey="k" ownerId={null} />, '/restaurants/k');
    expect(await screen.findByText(/No photos yet/)).toBeInTheDocument();
    unmount();
    setAuth('signedOut');
    renderAt(<RestaurantPhotos restaurantKey="k" ownerId={null} />, '/restaurants/k');
    expect(screen.getByRole('link', { name: "Sign in to see diners' photos" })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
