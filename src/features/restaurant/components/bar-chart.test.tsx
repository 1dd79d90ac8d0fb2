import { render, screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  it('is one labelled image with a table of the same numbers', () => {
    render(
      <BarChart
        title="Revenue"
        points={[
          { label: 'Nov 9', value: 10 },
          { label: 'Nov 16', value: 30 },
        ]}
        formatValue={(n) => `€${n}`}
        labelHeader="Week of"
        valueHeader="Revenue"
      />,
    );
    expect(screen.getByRole('img', { name: 'Revenue: highest €30 at Nov 16' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue' });
    expect(within(table).getByRole('row', { name: 'Nov 9 €10' })).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('names sample data as such, and an empty chart says so', () => {
    const { rerender } = render(
      <BarChart title="Peak hours" points={[{ label: '20:00', value: 150 }]} sample />,
    );
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /\(sample data\)$/ })).toBeInTheDocument();
    rerender(<BarChart title="Visits" points={[{ label: '20:00', value: 0 }]} />);
    expect(screen.getByRole('img', { name: 'Visits: no data yet' })).toBeInTheDocument();
  });
});
