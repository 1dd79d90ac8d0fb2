import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { UserRecord } from '@/domain/user-record';
import { EditProfileModal } from './edit-profile-modal';

const user = {
  uid: 'u1',
  username: 'ana',
  bio: 'Tapas',
  socialLinks: { instagram: 'https://instagram.com/ana', twitter: '', youtube: '' },
} as UserRecord;

test('the bio has a live counter and stops at 200 characters; the links start filled in', async () => {
  render(<EditProfileModal user={user} onClose={vi.fn()} />);
  const bio = screen.getByLabelText('Bio');
  expect(screen.getByText('5/200')).toBeInTheDocument();
  await userEvent.type(bio, ' and more');
  expect(screen.getByText('14/200')).toBeInTheDocument();
  await userEvent.clear(bio);
  await userEvent.click(bio);
  await userEvent.paste('x'.repeat(250));
  expect(bio).toHaveValue('x'.repeat(200));
  expect(screen.getByText('200/200')).toBeInTheDocument();
  expect(screen.getByLabelText('Instagram')).toHaveValue('https://instagram.com/ana');
  expect(screen.getByLabelText('Twitter')).toHaveValue('');
  expect(screen.getByLabelText('YouTube')).toHaveValue('');
});

test('Cancel closes without saving', async () => {
  const onClose = vi.fn();
  render(<EditProfileModal user={user} onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
