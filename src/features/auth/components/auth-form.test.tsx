import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/stores/auth-store';
import { AuthForm } from './auth-form';

// Only the checks that run before any network call are tested here; the real sign-in and sign-up
// against the Auth emulator are in tests/e2e/foundation.spec.ts.
describe('AuthForm', () => {
  beforeEach(() => useAuthStore.setState({ busy: false, error: null }));

  it('toggles between sign-in and sign-up', async () => {
    const user = userEvent.setup();
    render(<AuthForm />);
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('needs email and password before signing in', async () => {
    const user = userEvent.setup();
    render(<AuthForm />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password are required');
  });

  it('needs a valid username before signing up', async () => {
    const user = userEvent.setup();
    render(<AuthForm />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Username'), 'a b');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Username must be 3 to 20 characters: letters, digits, underscore or dot',
    );
  });

  it('disables the form and shows progress while busy', () => {
    useAuthStore.setState({ busy: true });
    render(<AuthForm />);
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });
});
