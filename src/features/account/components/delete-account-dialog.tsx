import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useDeletionStore } from '../deletion/deletion-store';
import { confirmsUsername } from '../deletion/model';
import { DeletionProgressList } from './deletion-progress';
import { PasswordField } from './password-field';

interface Props {
  open: boolean;
  username: string;
  onClose: () => void;
  /** Starts the run (with the password), or resumes it after a failure (without). */
  onDelete: (password?: string) => void;
}

/** What goes and what stays: said before anything is asked. */
function WhatHappens() {
  return (
    <div className="flex flex-col gap-2 text-sm text-zinc-700 dark:text-zinc-300">
      <p>
        <strong>Deleted:</strong> your profile and username, posts, comments, likes, follows, group
        memberships, notifications, photos, private records and your sign-in. You leave the leaderboard at
        once.
      </p>
      <p>
        <strong>Kept without your name:</strong> your bills and receipt claims (so a receipt can never be
        claimed twice), and your messages and point transfers for the people who received them.
      </p>
      <p>This cannot be undone.</p>
    </div>
  );
}

/** Delete account: re-authentication, the username typed to confirm, then the steps' progress. */
export function DeleteAccountDialog({ open, username, onClose, onDelete }: Props) {
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
    <Modal open={open} title="Delete account" onClose={busy ? () => {} : onClose}>
      <div className="flex flex-col gap-4">
        {!started && phase !== 'running' && (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <WhatHappens />
            <PasswordField
              label="Password"
              error={passwordError}
              value={password}
              disabled={busy}
              onChange={setPassword}
            />
            <Field label="Type your username to confirm" hint={`Your username: ${username}`}>
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                disabled={busy}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Field>
            {phase === 'failed' && error && <ErrorMessage look="box">{error}</ErrorMessage>}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={!canStart} busy={phase === 'confirming'}>
                Delete my account
              </Button>
            </div>
          </form>
        )}
        {progress && (started || phase === 'running') && (
          <div className="flex flex-col gap-3">
            <DeletionProgressList progress={progress} />
            {phase === 'failed' && error && (
              <>
                <ErrorMessage look="box">{error}</ErrorMessage>
                <Button variant="danger" onClick={() => onDelete()}>
                  Try again
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
