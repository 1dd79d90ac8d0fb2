import { t } from 'i18next';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { resetDeletion, useDeletionStore } from '../hooks/use-deletion-store';
import { deletionPlan } from '../model/deletion/plan';
import { DeleteAccountSection } from './delete-account-section';
import { AppError } from '@/domain/app-error';

beforeEach(() => resetDeletion());

async function openDialog() {
  setAuth(testUser({ username: 'tester' }));
  renderAt(<DeleteAccountSection />, '/privacy');
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.getByRole('dialog', { name: 'Delete account' });
}

describe('DeleteAccountSection', () => {
  it('says what is deleted and what is kept', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(/Deleted:.*posts, comments, likes, follows/);
    expect(dialog).toHaveTextContent(/Kept without your name:.*bills and receipt claims/);
  });

  it('keeps the button disabled until the password is given and the username typed exactly', async () => {
    await openDialog();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Type your username to confirm'), 'Tester');
    expect(button).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type your username to confirm'));
    await userEvent.type(screen.getByLabelText('Type your username to confirm'), 'tester');
    expect(button).toBeEnabled();
  });

  it('shows each step with its state and, after a failure, Try again', async () => {
    await openDialog();
    const steps = deletionPlan([], ['Anonymising your bills']);
    act(() =>
      useDeletionStore.setState({
        phase: 'failed',
        origin: 'dialog',
        progress: { steps, current: 1, failed: true },
        error: new AppError('account:deletion.messages.failed'),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Deletion progress' });
    expect(list).toHaveTextContent(`${steps[0]}: done`);
    expect(list).toHaveTextContent('Anonymising your bills: stopped');
    expect(screen.getByRole('alert')).toHaveTextContent(t('account:deletion.messages.failed'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
