import { screen } from '@testing-library/react';
import { fetchMaySeeSpending } from '@/social/api/spending-access';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { billPages } from '../api/subscribe-bills';
import { BillsModal } from './bills-modal';

// Decision 0043: the history modal asks whether I may read the diner's bills before it asks for them,
// so a private history is said, never a refused listener (and no permission error in the console).
vi.mock('@/social/api/spending-access', () => ({ fetchMaySeeSpending: vi.fn() }));
vi.mock('../api/subscribe-bills', () => ({
  billPages: vi.fn(() => ({
    size: 20,
    subscribeNewest: (onNext: (page: never[]) => void) => {
      onNext([]);
      return () => {};
    },
    fetchOlder: vi.fn(async () => []),
  })),
}));

beforeEach(() => {
  setAuth(testUser());
  vi.mocked(billPages).mockClear();
});

test('a private history says so and never asks for the bills', async () => {
  vi.mocked(fetchMaySeeSpending).mockResolvedValue(false);
  renderAt(<BillsModal uid="bob" onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Restaurant spending history' });
  expect(await screen.findByText('This diner keeps their spending history private')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  expect(fetchMaySeeSpending).toHaveBeenCalledWith('bob', testUser().uid);
  expect(billPages).not.toHaveBeenCalled();
});

test('an open history lists the bills', async () => {
  vi.mocked(fetchMaySeeSpending).mockResolvedValue(true);
  renderAt(<BillsModal uid="bob" onClose={() => {}} />);
  expect(await screen.findByText('No restaurant visits yet')).toBeInTheDocument();
  expect(billPages).toHaveBeenCalledWith('bob');
  expect(screen.queryByText('This diner keeps their spending history private')).not.toBeInTheDocument();
});
