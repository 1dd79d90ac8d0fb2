import { render, screen, within } from '@testing-library/react';
import type { HistoryRow } from '../model';
import { TransferHistoryList } from './transfer-history-list';

const now = new Date('2025-03-10T12:00:00Z');
const rows: HistoryRow[] = [
  {
    id: 't2',
    direction: 'received',
    counterpartId: 'ben',
    counterpart: 'ben',
    amount: 25,
    createdAt: new Date('2025-03-10T10:00:00Z'),
  },
  {
    id: 't1',
    direction: 'sent',
    counterpartId: 'x',
    counterpart: 'Unknown User',
    amount: 5,
    createdAt: null,
  },
];

describe('TransferHistoryList', () => {
  it('shows each transfer with direction, counterpart, signed amount and date', () => {
    render(<TransferHistoryList rows={rows} loading={false} error={null} now={now} />);
    const items = within(screen.getByRole('list', { name: 'Silver transfers' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Received from ben');
    expect(items[0]).toHaveTextContent('+25 silver points');
    expect(items[0]).toHaveTextContent('2 hours ago');
    expect(items[1]).toHaveTextContent('Sent to Unknown User');
    expect(items[1]).toHaveTextContent('\u22125 silver points');
    expect(items[1]).toHaveTextContent('Date not available');
  });

  it('says when there are none', () => {
    render(<TransferHistoryList rows={[]} loading={false} error={null} now={now} />);
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
  });

  it('shows loading and the load error', () => {
    const { rerender } = render(<TransferHistoryList rows={[]} loading error={null} now={now} />);
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();
    rerender(
      <TransferHistoryList rows={[]} loading={false} error="Failed to load transaction history" now={now} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load transaction history');
  });
});
