import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { olderPages as pages } from '../../../tests/support/hook-state';
import { LoadOlder } from './load-older';

describe('LoadOlder', () => {
  it('is a button named for its list that loads on click or Enter', async () => {
    const loadOlder = vi.fn();
    render(<LoadOlder pages={pages({ loadOlder })} what="notifications" />);
    const button = screen.getByRole('button', { name: 'Load older notifications' });
    expect(button).toHaveTextContent('Load older');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(loadOlder).toHaveBeenCalledTimes(2);
  });

  it('is disabled and busy, with a busy label, while the page loads', () => {
    render(<LoadOlder pages={pages({ loadingOlder: true })} what="transfers" />);
    const button = screen.getByRole('button', { name: 'Loading older transfers' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Loading…');
  });

  it('shows a failed load and tries again from the same button', async () => {
    const loadOlder = vi.fn();
    render(<LoadOlder pages={pages({ olderError: 'Failed to fetch bills', loadOlder })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch bills');
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(loadOlder).toHaveBeenCalledOnce();
  });

  it('calls onLoad instead of the pages’ loadOlder when given', async () => {
    const loadOlder = vi.fn();
    const onLoad = vi.fn();
    render(<LoadOlder pages={pages({ loadOlder })} onLoad={onLoad} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(onLoad).toHaveBeenCalledOnce();
    expect(loadOlder).not.toHaveBeenCalled();
  });

  it('shows nothing when there is nothing older', () => {
    const { container } = render(<LoadOlder pages={pages({ hasOlder: false })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
