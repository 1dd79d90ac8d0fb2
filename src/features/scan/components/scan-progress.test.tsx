import { render, screen } from '@testing-library/react';
import { ScanProgress } from './scan-progress';

describe('ScanProgress', () => {
  it("says 'Preparing image...' with the stage", () => {
    const { rerender } = render(<ScanProgress phase="preparing" stage={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing image... (Reading photo)');
    rerender(<ScanProgress phase="preparing" stage="converting" />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing image... (Converting HEIC photo)');
    rerender(<ScanProgress phase="preparing" stage="resizing" />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing image... (Resizing photo)');
  });

  it("says 'Analyzing receipt...' while the model reads it, with no progress bar", () => {
    render(<ScanProgress phase="scanning" />);
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing receipt...');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the stage and percentage of an on-device reading', () => {
    const { rerender } = render(
      <ScanProgress phase="scanning" reading={{ stage: 'downloading', percent: null }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Analyzing receipt...Downloading the on-device reader (first scan only)',
    );
    const bar = screen.getByRole('progressbar', {
      name: 'Downloading the on-device reader (first scan only)',
    });
    expect(bar).not.toHaveAttribute('value');
    rerender(<ScanProgress phase="scanning" reading={{ stage: 'recognizing', percent: 45 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the text on the receipt');
    expect(screen.getByRole('progressbar', { name: 'Reading the text on the receipt' })).toHaveAttribute(
      'value',
      '45',
    );
    expect(screen.getByText('45%')).toBeInTheDocument();
  });
});
