import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadOlder } from './load-older';

describe('LoadOlder', () => {
  it('is a button named for its list that loads on click or Enter', async () => {
    const onLoad = vi.fn();
    render(<LoadOlder hasOlder loading={false} error={null} onLoad={onLoad} what="notifications" />);
    const button = screen.getByRole('button', { name: 'Load older notifications' });
    expect(button).toHaveTextContent('Load older');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('is disabled and busy, with a busy label, while the page loads', () => {
    render(<LoadOlder hasOlder loading error={null} onLoad={() => {}} what="transfers" />);
    const button = screen.getByRole('button', { name: 'Loading older transfers' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Loading…');
  });

  it('shows a failed load and tries again from the same button', async () => {
    const onLoad = vi.fn();
    render(<LoadOlder hasOlder loading={false} error="Failed to fetch bills" onLoad={onLoad} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch bills');
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('shows nothing when there is nothing older', () => {
    const { container } = render(
      <LoadOlder hasOlder={false} loading={false} error={null} onLoad={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
