import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { useAuthStore } from '@/stores/auth-store';
import { changeEmail } from '../api/change-email';
import { changePassword } from '../api/change-password';
import { validateEmailChange, validatePasswordChange, verificationSent } from '../security-model';
import { CARD, FormOutcomeMessage } from './form-outcome';
import { PasswordField } from './password-field';
import { useFormRun } from './use-form-run';

interface Requests {
  changePassword: (current: string, next: string) => Promise<void>;
  changeEmail: (current: string, email: string) => Promise<void>;
}
const REAL: Requests = { changePassword, changeEmail };

function PasswordForm({ request }: { request: Requests['changePassword'] }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { outcome, run, busy } = useFormRun();
  const headingId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(validatePasswordChange({ current, next, confirm }), async () => {
      await request(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      return t('security.messages.passwordChanged');
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('security.password.title')}
      </h2>
      <PasswordField
        label={t('security.password.current')}
        autoComplete="current-password"
        size="md"
        value={current}
        disabled={busy}
        onChange={setCurrent}
      />
      <PasswordField
        label={t('security.password.new')}
        hint={t('security.password.newHint')}
        autoComplete="new-password"
        size="md"
        value={next}
        disabled={busy}
        onChange={setNext}
      />
      <PasswordField
        label={t('security.password.confirm')}
        autoComplete="new-password"
        size="md"
        value={confirm}
        disabled={busy}
        onChange={setConfirm}
      />
      <FormOutcomeMessage outcome={outcome} />
      <Button type="submit" busy={busy} block>
        {busy ? t('security.password.busy') : t('security.password.submit')}
      </Button>
    </form>
  );
}

function EmailForm({ request }: { request: Requests['changeEmail'] }) {
  const { t } = useTranslation('account');
  const currentEmail = useAuthStore((s) => s.email);
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const { outcome, run, busy } = useFormRun();
  const headingId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    void run(validateEmailChange({ current, email, currentEmail }), async () => {
      await request(current, address);
      setCurrent('');
      return verificationSent(address);
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('security.email.title')}
      </h2>
      {currentEmail && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans
            t={t}
            i18nKey="security.email.currentAddress"
            values={{ email: currentEmail }}
            components={{ value: <span className="font-medium text-zinc-900 dark:text-zinc-100" /> }}
          />
        </p>
      )}
      <Field label={t('security.email.new')}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          size="md"
          value={email}
          disabled={busy}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <PasswordField
        label={t('security.email.current')}
        autoComplete="current-password"
        size="md"
        value={current}
        disabled={busy}
        onChange={setCurrent}
      />
      <FormOutcomeMessage outcome={outcome} />
      <Button type="submit" busy={busy} block>
        {busy ? t('security.email.busy') : t('security.email.submit')}
      </Button>
    </form>
  );
}

/** Settings → Security (/settings/security): change the password, change the e-mail address. */
export function SecurityPage({ requests = REAL }: { requests?: Requests }) {
  const { t } = useTranslation('account');
  return (
    <section className="flex flex-col gap-6 pb-6">
      <PageTitle>{t('security.title')}</PageTitle>
      <PasswordForm request={requests.changePassword} />
      <EmailForm request={requests.changeEmail} />
    </section>
  );
}
