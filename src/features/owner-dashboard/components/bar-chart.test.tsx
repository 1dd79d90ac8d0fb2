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

  it('names every n-th bar, counted from the last (weeks) or the first (hours)', () => {
    const hours = Array.from({ length: 24 }, (_, h) => ({
      label: `${String(h).padStart(2, '0')}:00`,
      value: h,
    }));
    const labels = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('svg text'), (t) => t.textContent).filter((l) =>
        l?.endsWith(':00'),
      );
    const fromLast = render(<BarChart title="Visits" points={hours} labelEvery={3} />);
    expect(labels(fromLast.container)).toEqual([
      '02:00',
      '05:00',
      '08:00',
      '11:00',
      '14:00',
      '17:00',
      '20:00',
      '23:00',
    ]);
    fromLast.unmount();
    const fromFirst = render(<BarChart title="Visits" points={hours} labelEvery={3} labelFrom="first" />);
    expect(labels(fromFirst.container)).toEqual([
      '00:00',
      '03:00',
      '06:00',
      '09:00',
      '12:00',
      '15:00',
      '18:00',
      '21:00',
    ]);
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
