import { render as renderBare, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Bill } from '../model';
import { BillList } from './bill-list';

const bill = (id: string, overrides: Partial<Bill> = {}): Bill => ({
  id,
  restaurantName: 'Trattoria Roma',
  address: 'Via Appia 1, Rome',
  restaurantKey: 'trattoriaroma_viaappia1rome',
  totalAmount: 42.5,
  date: '2025-03-01',
  goldPointsEarned: 42,
  likeCount: 0,
  commentCount: 0,
  createdAt: new Date('2025-03-01T20:00:00Z'),
  ...overrides,
});

// A bill's restaurant is a link: the list sits in a router, as in the app.
const render = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

describe('BillList', () => {
  it('lists restaurant, address, date, euro total and gold earned, in the given order', () => {
    render(
      <BillList
        bills={[bill('b2', { restaurantName: 'Sushi Bar', totalAmount: 7 }), bill('b1')]}
        loading={false}
        error={null}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Restaurant visits' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sushi Bar');
    expect(items[0]).toHaveTextContent('€7.00');
    expect(items[1]).toHaveTextContent('Trattoria Roma');
    expect(items[1]).toHaveTextContent('Via Appia 1, Rome');
    expect(items[1]).toHaveTextContent('Mar 1, 2025');
    expect(items[1]).toHaveTextContent('€42.50');
    expect(items[1]).toHaveTextContent('+42 gold');
  });

  it("links each bill's restaurant to its page", () => {
    render(<BillList bills={[bill('b1')]} loading={false} error={null} />);
    expect(screen.getByRole('link', { name: 'Trattoria Roma' })).toHaveAttribute(
      'href',
      '/restaurants/trattoriaroma_viaappia1rome',
    );
  });

  it('says when there are no visits', () => {
    render(<BillList bills={[]} loading={false} error={null} />);
    expect(screen.getByText('No restaurant visits yet')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', () => {
    render(<BillList bills={[]} loading error={null} />);
    expect(screen.getByRole('status', { name: 'Loading restaurant visits' })).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    let retried = 0;
    render(<BillList bills={[]} loading={false} error="Failed to fetch bills" onRetry={() => retried++} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch bills');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(1);
  });
});
