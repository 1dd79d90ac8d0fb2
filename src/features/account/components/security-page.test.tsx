import { t } from 'i18next';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { verificationSent } from '../security-model';
import { SecurityPage } from './security-page';
import { AppError } from '@/domain/app-error';

function setup(requests: Partial<Parameters<typeof SecurityPage>[0]['requests']> = {}) {
  const changePassword = vi.fn(() => Promise.resolve());
  const changeEmail = vi.fn(() => Promise.resolve());
  setAuth(testUser());
  renderAt(<SecurityPage requests={{ changePassword, changeEmail, ...requests }} />, '/settings/security');
  return {
    changePassword,
    changeEmail,
    password: within(screen.getByRole('form', { name: 'Change password' })),
    email: within(screen.getByRole('form', { name: 'Change email address' })),
  };
}

describe('SecurityPage', () => {
  it('changes the password after the checks, and says so', async () => {
    const user = userEvent.setup();
    const { password, changePassword } = setup();
    await user.type(password.getByLabelText('Current password'), 'secret123');
    await user.type(password.getByLabelText('New password', { exact: true }), 'abc');
    await user.type(password.getByLabelText('Confirm new password'), 'abc');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(password.getByRole('alert')).toHaveTextContent(t('account:security.messages.weakPassword'));
    expect(changePassword).not.toHaveBeenCalled();
    await user.type(password.getByLabelText('New password', { exact: true }), 'def');
    await user.type(password.getByLabelText('Confirm new password'), 'def');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(changePassword).toHaveBeenCalledWith('secret123', 'abcdef');
    expect(await password.findByText(t('account:security.messages.passwordChanged'))).toBeInTheDocument();
  });

  it('shows a wrong current password', async () => {
    const user = userEvent.setup();
    const { password } = setup({
      changePassword: () => Promise.reject(new AppError('account:reauth.wrongPassword')),
    });
    await user.type(password.getByLabelText('Current password'), 'nope');
    await user.type(password.getByLabelText('New password', { exact: true }), 'abcdef');
    await user.type(password.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('alert')).toHaveTextContent(t('account:reauth.wrongPassword'));
  });

  it('asks for a new address, refuses the same one, and tells where the link went', async () => {
    const user = userEvent.setup();
    const { email, changeEmail } = setup();
    await user.type(email.getByLabelText('Current password'), 'secret123');
    await user.type(email.getByLabelText('New email address'), 'Tester@example.test');
    await user.click(email.getByRole('button', { name: 'Change email address' }));
    expect(email.getByRole('alert')).toHaveTextContent(t('account:security.messages.emailSame'));
    await user.clear(email.getByLabelText('New email address'));
    await user.type(email.getByLabelText('New email address'), 'new@example.test');
    await user.click(email.getByRole('button', { name: 'Change email address' }));
    expect(changeEmail).toHaveBeenCalledWith('secret123', 'new@example.test');
    expect(await email.findByText(verificationSent('new@example.test'))).toBeInTheDocument();
  });
});
