import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIE_KEY, CookieBanner } from './cookie-banner';

describe('CookieBanner', () => {
  beforeEach(() => localStorage.clear());

  it('Accept All stores cookiesAccepted and hides the banner for good', async () => {
    const user = userEvent.setup();
    const first = render(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(localStorage.getItem(COOKIE_KEY)).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    first.unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('close hides it for this view only', async () => {
    const user = userEvent.setup();
    const first = render(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_KEY)).toBeNull();
    first.unmount();
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
