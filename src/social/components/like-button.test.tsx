import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { LikeButton } from './like-button';

test("a visitor sees the count and 'Sign in to like', and cannot press it", () => {
  const onToggle = vi.fn();
  render(<LikeButton count={3} liked={false} signedIn={false} onToggle={onToggle} />);
  const button = screen.getByRole('button', { name: 'Sign in to like (3 likes)' });
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent('3');
  expect(button).toHaveTextContent('Sign in to like');
});

test('a signed-in user toggles; the pressed state follows liked', async () => {
  const onToggle = vi.fn();
  const { rerender } = render(<LikeButton count={0} liked={false} signedIn onToggle={onToggle} />);
  const like = screen.getByRole('button', { name: 'Like this post (0 likes)' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(like);
  expect(onToggle).toHaveBeenCalledTimes(1);
  rerender(<LikeButton count={1} liked signedIn onToggle={onToggle} what="bill" />);
  expect(screen.getByRole('button', { name: 'Unlike this bill (1 like)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('busy disables the button', () => {
  render(<LikeButton count={1} liked={false} signedIn busy onToggle={() => {}} />);
  expect(screen.getByRole('button')).toBeDisabled();
});
