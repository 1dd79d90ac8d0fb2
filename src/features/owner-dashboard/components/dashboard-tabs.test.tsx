import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchedBill, RestaurantStats } from '../model/statistics';
import { OverviewTab, StatisticsTab, type DashboardData } from './dashboard-tabs';
import { MarketingTab } from './marketing-tab';

const now = new Date(2026, 10, 22, 12);
const noStats: RestaurantStats = {
  totalBills: 0,
  totalRevenue: 0,
  averageBill: 0,
  spenders: [],
  lastBillAt: null,
};

function data(over: Partial<DashboardData> = {}): DashboardData {
  return {
    stats: noStats,
    statsLoading: false,
    statsError: null,
    retryStats: () => {},
    bills: [],
    billsLoading: false,
    billsError: null,
    retryBills: () => {},
    page: { billCount: 0, verifiedBillCount: 0 },
    pageError: null,
    now,
    ...over,
  };
}

const bills: MatchedBill[] = [
  { id: 'b1', userId: 'u1', totalAmount: 40, date: '2026-11-20', createdAt: new Date(2026, 10, 20, 20, 15) },
  {
    id: 'b2',
    userId: 'u2',
    totalAmount: 20.5,
    date: '2026-11-21',
    createdAt: new Date(2026, 10, 21, 20, 40),
  },
];

describe('restaurant dashboard', () => {
  it('with no bill yet, the charts are the spec sample, labelled as such', () => {
    render(<StatisticsTab d={data()} />);
    expect(
      screen.getByRole('img', { name: /^Peak hours: highest 150 visits at 20:00 \(sample data\)$/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: /^Revenue per week, last 12 weeks: .*\(sample data\)$/ }),
    ).toBeVisible();
    // No real source of ages: no age chart; the diners' figures wait for the first bill.
    expect(screen.queryByText(/Diners by age/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Demographics' })).toHaveTextContent(
      'No diners yet: the figures appear with the first bill scanned here.',
    );
    expect(screen.getByRole('region', { name: 'Performance' })).toHaveTextContent(
      'Total bills0Total revenue€0.00Average bill€0.00',
    );
  });

  it('with bills, the charts are real: visits by hour and revenue per week; totals from the stats', () => {
    const stats: RestaurantStats = {
      totalBills: 2,
      totalRevenue: 60.5,
      averageBill: 30.25,
      spenders: [
        { userId: 'u1', amount: 40, visits: 3, lastVisit: '2026-11-20', hidden: false },
        { userId: 'u2', amount: 20.5, visits: 1, lastVisit: '2026-11-21', hidden: true },
        { userId: 'u3', amount: 20.5, visits: 1, lastVisit: '2026-11-21', hidden: false },
        { userId: 'u4', amount: 20.5, visits: 1, lastVisit: '2026-11-21' },
      ],
      lastBillAt: null,
    };
    render(<StatisticsTab d={data({ stats, bills })} />);
    expect(
      screen.getByRole('img', { name: 'Visits by hour of day: highest 2 visits at 20:00' }),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Revenue per week, last 12 weeks: highest €60.50 at Nov 16' }),
    ).toBeVisible();
    const perf = screen.getByRole('region', { name: 'Performance' });
    expect(perf).toHaveTextContent('Total bills2');
    expect(perf).toHaveTextContent('Total revenue€60.50');
    expect(perf).toHaveTextContent('Average bill€30.25');
    // Demographics are the bills' (issue 43): no sample data left there.
    const diners = screen.getByRole('region', { name: 'Demographics' });
    expect(within(diners).queryByText('Sample data')).toBeNull();
    expect(diners).toHaveTextContent('New diners3 · 75%');
    expect(diners).toHaveTextContent('Returning diners1 · 25%');
    expect(diners).toHaveTextContent('Visits per diner1.5');
    // Hidden: of the 3 entries that say (u4's bill is from before the flag).
    expect(diners).toHaveTextContent('Hidden diners1 · 33%');
    expect(
      screen.getByRole('img', { name: 'Busiest days of the week: highest 1 visit at Fri' }),
    ).toBeVisible();
  });

  it('a failed load shows its message with a retry, never a blank card', async () => {
    const retryStats = vi.fn();
    const retryBills = vi.fn();
    render(
      <OverviewTab
        d={data({
          stats: undefined,
          statsError: 'Failed to load restaurant statistics',
          retryStats,
          bills: undefined,
          billsError: 'Failed to fetch bills',
          retryBills,
        })}
      />,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Failed to load restaurant statisticsTry again',
      'Failed to fetch billsTry again',
    ]);
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect(retryStats).toHaveBeenCalled();
  });

  it('shows the share of bills the till verified, from the live page counts (decision 0046)', () => {
    const { rerender } = render(<OverviewTab d={data({ page: undefined })} />);
    const card = () => screen.getByRole('region', { name: 'Bills verified by your till' });
    // Loading: a placeholder, not an empty card.
    expect(card()).not.toHaveTextContent('%');
    rerender(<OverviewTab d={data()} />);
    expect(card()).toHaveTextContent('No bills scanned here yet.');
    rerender(<OverviewTab d={data({ page: { billCount: 8, verifiedBillCount: 2 } })} />);
    expect(card()).toHaveTextContent('25%');
    expect(card()).toHaveTextContent('2 of 8 bills');
    expect(within(card()).getByRole('meter', { name: 'Bills verified by your till' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // The page's listener error is shown once, above the tabs: no card here then.
    rerender(<OverviewTab d={data({ page: undefined, pageError: 'Failed to load restaurant rating' })} />);
    expect(screen.queryByRole('region', { name: 'Bills verified by your till' })).toBeNull();
  });

  const context = { ownerId: 'o1', restaurantKey: 'k1', restaurantName: 'Da Mario' };

  it('marketing: sample campaigns with their status labels', () => {
    render(<MarketingTab context={context} />);
    for (const status of ['Active', 'Planned', 'Completed']) expect(screen.getByText(status)).toBeVisible();
    expect(screen.getByText('Sample data')).toBeVisible();
  });

  it('marketing: the app slot shows instead, with the samples handed to it', () => {
    render(
      <MarketingTab
        context={context}
        slot={(c) => (
          <div>
            <p>offers of {c.restaurantName}</p>
            {c.samples}
          </div>
        )}
      />,
    );
    expect(screen.getByText('offers of Da Mario')).toBeVisible();
    expect(screen.getByText('Sample data')).toBeVisible();
  });
});
