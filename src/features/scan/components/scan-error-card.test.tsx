import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScanErrorCard } from './scan-error-card';

describe('ScanErrorCard', () => {
  it("announces 'Error Scanning Receipt' with the message, and Try Again calls back", async () => {
    const onRetry = vi.fn();
    render(<ScanErrorCard message="File size must be less than 10MB" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Scanning Receipt');
    expect(alert).toHaveTextContent('File size must be less than 10MB');
    expect(screen.getByRole('heading', { name: 'Error Scanning Receipt' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
