import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Composer } from './composer';

test('Post stays disabled until there is text; whitespace is not text', async () => {
  render(<Composer uid="u1" />);
  const post = screen.getByRole('button', { name: 'Post' });
  expect(post).toBeDisabled();
  await userEvent.type(screen.getByLabelText('What did you eat?'), '   ');
  expect(post).toBeDisabled();
  await userEvent.type(screen.getByLabelText('What did you eat?'), 'Ramen');
  expect(post).toBeEnabled();
});

test('a photo that is not JPEG, PNG or WebP, or is empty, gets the spec’s message and is not kept', () => {
  render(<Composer uid="u1" />);
  const input = screen.getByLabelText('Add photo');
  fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
  expect(screen.getByRole('alert')).toHaveTextContent('Please upload a JPG, PNG, or WebP image');
  fireEvent.change(input, { target: { files: [new File([], 'empty.png', { type: 'image/png' })] } });
  expect(screen.getByRole('alert')).toHaveTextContent('File appears to be empty');
  expect(screen.queryByRole('img', { name: 'Selected photo' })).toBeNull();
});

test('with no user yet (the session is resolving) the composer is shown but cannot post', () => {
  render(<Composer uid={null} />);
  expect(screen.getByLabelText('What did you eat?')).toBeDisabled();
  expect(screen.getByLabelText('Add photo')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
});
