import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toRestaurantPage } from '@/domain/restaurant-page';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { addWantToTry, removeWantToTry } from '../api/want-to-try';
import { subscribeWantsToTry } from '../api/want-to-try-live';
import { WantToTryButton } from './want-to-try-button';

vi.mock('../api/want-to-try', () => ({ addWantToTry: vi.fn(), removeWantToTry: vi.fn() }));
vi.mock('../api/want-to-try-live', () => ({ subscribeWantsToTry: vi.fn() }));

const subscribe = vi.mocked(subscribeWantsToTry);
const add = vi.mocked(addWantToTry);
const remove = vi.mocked(removeWantToTry);
const PAGE = toRestaurantPage('chezcarol_viaroma1', { name: 'Chez Carol', address: 'Via Roma 1' });

/** The live bookmark state, pushed by the test as the listener would. */
let push: (saved: boolean) => void = () => {};

describe('WantToTryButton', () => {
  beforeEach(() => {
    add.mockReset();
    remove.mockReset();
    subscribe.mockReset();
    subscribe.mockImplementation((_uid, _key, onNext) => {
      push = onNext;
      onNext(false);
      return () => {};
    });
    setAuth(testUser());
  });

  it('adds the page: busy while it saves, pressed once the bookmark is stored', async () => {
    let done!: () => void;
    add.mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    renderAt(<WantToTryButton page={PAGE} />);
    const button = screen.getByRole('button', { name: 'Want to try' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(add).toHaveBeenCalledWith(testUser().uid, PAGE, expect.any(Function));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    act(() => {
      done();
      push(true);
    });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a bookmarked page', async () => {
    remove.mockResolvedValue();
    renderAt(<WantToTryButton page={PAGE} />);
    await waitFor(() => expect(subscribe).toHaveBeenCalled());
    act(() => push(true));
    const button = await screen.findByRole('button', { name: 'Want to try', pressed: true });
    await userEvent.click(button);
    expect(remove).toHaveBeenCalledWith(testUser().uid, PAGE.restaurantKey, expect.any(Function));
  });

  it('says when the save failed, and stays as stored', async () => {
    add.mockRejectedValue(new Error('permission-denied'));
    renderAt(<WantToTryButton page={PAGE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Want to try' }));
    expect(await screen.findByText('Failed to update your Want to try list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Want to try' })).toHaveAttribute('aria-pressed', 'false');
  });
});
