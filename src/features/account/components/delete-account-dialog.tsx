import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useDeletionStore } from '../hooks/use-deletion-store';
import { confirmsUsername } from '../model/deletion/plan';
import { DeletionProgressList } from './deletion-progress';
import { PasswordField } from './password-field';
import { errorText } from '@/i18n/error-text';

interface Props {
  open: boolean;
  username: string;
  onClose: () => void;
  /** Starts the run (with the password), or resumes it after a failure (without). */
  onDelete: (password?: string) => void;
}

/** What goes and what stays: said before anything is asked. */
function WhatHappens() {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-2 text-sm text-zinc-700 dark:text-zinc-300">
      <p>
        <Trans t={t} i18nKey="deleteDialog.deleted" components={{ strong: <strong /> }} />
      </p>
      <p>
        <Trans t={t} i18nKey="deleteDialog.kept" components={{ strong: <strong /> }} />
      </p>
      <p>{t('deleteDialog.irreversible')}</p>
    </div>
  );
}

/** Delete account: re-authentication, the username typed to confirm, then the steps' progress. */
export function DeleteAccountDialog({ open, username, onClose, onDelete }: Props) {
  const { t } = useTranslation('account');
  const { phase, progress, passwordError, error } = useDeletionStore();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const started = progress !== null && progress.current > 0;
  const busy = phase === 'confirming' || phase === 'running' || phase === 'done';
  const canStart = password !== '' && confirmsUsername(typed, username) && !busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canStart) onDelete(password);
  };

  return (
    <Modal open={open} title={t('deleteDialog.title')} onClose={busy ? () => {} : onClose}>
      <div className="flex flex-col gap-4">
        {!started && phase !== 'running' && (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <WhatHappens />
            <PasswordField
              label={t('deleteDialog.password')}
              error={passwordError && errorText(passwordError)}
              value={password}
              disabled={busy}
              onChange={setPassword}
            />
            <Field label={t('deleteDialog.confirmLabel')} hint={t('deleteDialog.confirmHint', { username })}>
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                disabled={busy}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Field>
            {phase === 'failed' && error && <ErrorMessage look="box">{errorText(error)}</ErrorMessage>}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {t('deleteDialog.cancel')}
              </Button>
              <Button type="submit" variant="danger" disabled={!canStart} busy={phase === 'confirming'}>
                {t('deleteDialog.submit')}
              </Button>
            </div>
          </form>
        )}
        {progress && (started || phase === 'running') && (
          <div className="flex flex-col gap-3">
            <DeletionProgressList progress={progress} />
            {phase === 'failed' && error && (
              <>
                <ErrorMessage look="box">{errorText(error)}</ErrorMessage>
                <Button variant="danger" onClick={() => onDelete()}>
                  {t('deleteDialog.tryAgain')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
