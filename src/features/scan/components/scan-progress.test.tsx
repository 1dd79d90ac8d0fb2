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

  it("says 'Analyzing receipt...' while the model reads it", () => {
    render(<ScanProgress phase="scanning" />);
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing receipt...');
  });
});
