import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageEntry } from '@/firebase/page-window';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { removeWantToTry, wantToTryPages } from '../api/want-to-try';
import type { WantToTryItem } from '../model/want-to-try-model';
import { WantToTryPage } from './want-to-try-page';

vi.mock('../api/want-to-try', () => ({ removeWantToTry: vi.fn(), wantToTryPages: vi.fn() }));

const pages = vi.mocked(wantToTryPages);
const remove = vi.mocked(removeWantToTry);

const entry = (restaurantKey: string, name: string, at: number): PageEntry<WantToTryItem> => ({
  id: restaurantKey,
  at,
  item: { restaurantKey, name, address: 'Via Roma 1, Milano', createdAt: new Date(at) },
  cursor: restaurantKey,
});

/** A live page the test can change, as the listener would. */
function source(first: PageEntry<WantToTryItem>[]) {
  let push: (page: PageEntry<WantToTryItem>[]) => void = () => {};
  pages.mockReturnValue({
    size: 20,
    subscribeNewest: (onNext) => {
      push = onNext;
      onNext(first);
      return () => {};
    },
    fetchOlder: async () => [],
  });
  return { push: (page: PageEntry<WantToTryItem>[]) => push(page) };
}

describe('WantToTryPage', () => {
  beforeEach(() => {
    pages.mockReset();
    remove.mockReset();
    setAuth(testUser());
  });

  it('lists my bookmarks, each linking to its restaurant page; removing one takes it off', async () => {
    const live = source([entry('chezcarol_viaroma1', 'Chez Carol', 2), entry('dabea_viapo2', 'Da Bea', 1)]);
    remove.mockResolvedValue();
    renderAt(<WantToTryPage />, '/want-to-try');
    expect(screen.getByText('Only you can see this list.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Want to try' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/restaurants/chezcarol_viaroma1',
      '/restaurants/dabea_viapo2',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chez Carol from Want to try' }));
    expect(remove).toHaveBeenCalledWith(testUser().uid, 'chezcarol_viaroma1', expect.any(Function));
    act(() => live.push([entry('dabea_viapo2', 'Da Bea', 1)]));
    await waitFor(() => expect(screen.queryByText('Chez Carol')).not.toBeInTheDocument());
    expect(screen.getByText('Da Bea')).toBeInTheDocument();
  });

  it('a failed removal is said beside the restaurant', async () => {
    source([entry('chezcarol_viaroma1', 'Chez Carol', 2)]);
    remove.mockRejectedValue(new Error('unavailable'));
    renderAt(<WantToTryPage />, '/want-to-try');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Chez Carol from Want to try' }));
    expect(await screen.findByText('Failed to remove the restaurant')).toBeInTheDocument();
    expect(screen.getByText('Chez Carol')).toBeInTheDocument();
  });

  it('empty: says how to add one and links to search', async () => {
    source([]);
    renderAt(<WantToTryPage />, '/want-to-try');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find restaurants' })).toHaveAttribute('href', '/search');
  });
});
