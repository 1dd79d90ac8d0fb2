import { t } from 'i18next';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPassword } from './forgot-password';

describe('ForgotPassword', () => {
  it('opens a form for the address, focused, from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ForgotPassword send={() => Promise.resolve()} />);
    const toggle = screen.getByRole('button', { name: 'Forgot your password?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText("Your account's e-mail address")).toHaveFocus());
  });

  it('disables the button while sending, then shows the one answer', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ForgotPassword send={send} />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText("Your account's e-mail address"), 'who@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(send).toHaveBeenCalledWith('who@example.test');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    expect(await screen.findByText(t('auth:reset.sent'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(t('auth:reset.sent'));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('shows the failure to send', async () => {
    const user = userEvent.setup();
    render(<ForgotPassword send={() => Promise.reject(new Error(t('auth:errors.network')))} />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText("Your account's e-mail address"), 'who@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth:errors.network'));
    expect(screen.queryByText(t('auth:reset.sent'))).not.toBeInTheDocument();
  });
});
