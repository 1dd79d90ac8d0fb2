import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { sendPasswordReset } from '../api/send-password-reset';
import { errorText } from '@/i18n/error-text';

type State = { step: 'idle' } | { step: 'sending' } | { step: 'sent' } | { step: 'failed'; message: string };

/**
 * "Forgot your password?" under the sign-in form: a disclosure that opens a small form for the
 * address. The answer is the same whether or not the address has an account (auth:reset.sent).
 */
export function ForgotPassword({ send = sendPasswordReset }: { send?: (email: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = state.step === 'sending';

  const toggle = () => {
    setOpen((o) => !o);
    setState({ step: 'idle' });
    // The field takes the focus once shown, so a keyboard user types straight away.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState({ step: 'sending' });
    try {
      await send(email);
      setState({ step: 'sent' });
    } catch (err) {
      setState({ step: 'failed', message: errorText(err) });
    }
  };

  return (
    <div className="mt-3 flex flex-col gap-3">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="self-center text-sm font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
      >
        {t('reset.toggle')}
      </button>
      {open && (
        <form
          id={panelId}
          onSubmit={submit}
          noValidate
          aria-label={t('reset.title')}
          className="flex flex-col gap-3"
        >
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('reset.intro')}</p>
          <Field label={t('reset.email')}>
            <Input
              ref={inputRef}
              size="lg"
              type="email"
              name="reset-email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={sending}
            />
          </Field>
          {/* Present before the answer, so screen readers announce the answer when it arrives. */}
          <div role="status">
            {state.step === 'sent' && (
              <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                {t('reset.sent')}
              </p>
            )}
          </div>
          {state.step === 'failed' && <ErrorMessage look="box">{state.message}</ErrorMessage>}
          <Button type="submit" variant="secondary" busy={sending} block>
            {sending ? t('reset.sending') : t('reset.send')}
          </Button>
        </form>
      )}
    </div>
  );
}
