import { render, screen } from '@testing-library/react';
import { WebsiteLink } from './place-details';

it('links an http(s) website in a new tab, and shows any other address as plain text', () => {
  const { unmount } = render(<WebsiteLink website="https://trattoria.example" />);
  const link = screen.getByRole('link', { name: 'https://trattoria.example' });
  expect(link).toHaveAttribute('href', 'https://trattoria.example');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  unmount();
  render(<WebsiteLink website="javascript:alert(1)" />);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText('javascript:alert(1)')).toBeVisible();
});
