import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ErrorMessage } from '@/components/ui/error-message';
import { useAuthStore } from '@/stores/auth-store';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { validateSignIn, validateSignUp } from '../model';
import { errorText } from '@/i18n/error-text';

type Mode = 'signIn' | 'signUp';

export function AuthForm() {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const busy = useAuthStore((s) => s.busy);
  const error = useAuthStore((s) => s.error);
  const { setBusy, setError } = useAuthStore.getState();
  const errorId = useId();

  const switchMode = () => {
    setMode((m) => (m === 'signIn' ? 'signUp' : 'signIn'));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem =
      mode === 'signIn' ? validateSignIn(email, password) : validateSignUp({ email, password, username });
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      if (mode === 'signIn') await signIn(email, password);
      else await signUp({ email, password, username });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const signingUp = mode === 'signUp';
  /** What the three inputs share: their size, their state and the lock while a request runs. */
  const bound = (value: string, onValue: (next: string) => void) => ({
    size: 'lg' as const,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onValue(e.target.value),
    disabled: busy,
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3"
    >
      <h2 className="text-xl font-bold">{signingUp ? t('form.signUpTitle') : t('form.signInTitle')}</h2>
      {signingUp && (
        <Field label={t('form.username')}>
          <Input {...bound(username, setUsername)} name="username" autoComplete="username" />
        </Field>
      )}
      <Field label={t('form.email')}>
        <Input {...bound(email, setEmail)} type="email" name="email" autoComplete="email" inputMode="email" />
      </Field>
      <Field label={t('form.password')}>
        <Input
          {...bound(password, setPassword)}
          type="password"
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
        />
      </Field>
      {error && (
        <ErrorMessage look="box" id={errorId}>
          {error}
        </ErrorMessage>
      )}
      <Button type="submit" busy={busy} block>
        {busy
          ? t(signingUp ? 'form.signingUp' : 'form.signingIn')
          : t(signingUp ? 'form.signUp' : 'form.signIn')}
      </Button>
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        {t(signingUp ? 'form.haveAccount' : 'form.noAccount')}{' '}
        <button
          type="button"
          onClick={switchMode}
          disabled={busy}
          className="font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
        >
          {t(signingUp ? 'form.toSignIn' : 'form.toSignUp')}
        </button>
      </p>
    </form>
  );
}
