import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { resetDeletion, runAccountDeletion, useDeletionStore } from '../hooks/use-deletion-store';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Where /login finds the notice after a deletion (router state). */
interface LoginNoticeState {
  notice?: string;
}

/** The danger zone of /privacy: Delete account, after the password and the username typed. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const uid = useAuthStore((s) => s.uid);
  const liveName = useAuthStore((s) => s.user?.username ?? '');
  // Kept once the dialog opens: step 1 deletes the record the store reads it from.
  const [username, setUsername] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const phase = useDeletionStore((s) => s.phase);

  const openDialog = () => {
    if (useDeletionStore.getState().phase !== 'failed') resetDeletion();
    setUsername(liveName);
    setOpen(true);
  };
  const onDelete = async (password?: string) => {
    if (!uid) return;
    if (await runAccountDeletion(uid, { password, origin: 'dialog' })) {
      const state: LoginNoticeState = { notice: t('deletion.messages.deleted') };
      navigate(PATHS.login, { replace: true, state });
      resetDeletion();
    }
  };

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="mx-4 flex flex-col gap-3 rounded-2xl border border-red-300 bg-white p-4 dark:border-red-900 dark:bg-zinc-900"
    >
      <h2 id="delete-account-heading" className="text-base font-semibold text-red-700 dark:text-red-400">
        {t('deleteSection.title')}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('deleteSection.description')}</p>
      <Button
        variant="danger"
        onClick={openDialog}
        disabled={!uid || (!liveName && phase !== 'failed')}
        className="self-start"
      >
        {t('deleteSection.button')}
      </Button>
      <DeleteAccountDialog
        open={open}
        username={username}
        onClose={() => setOpen(false)}
        onDelete={(p) => void onDelete(p)}
      />
    </section>
  );
}
