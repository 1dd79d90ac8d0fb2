import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToastStore } from '@/stores/toast-store';
import { declineInvite, joinGroup } from '../api/membership';
import type { EliteGroup } from '../model/group';
import { errorText } from '@/i18n/error-text';

/** An invited user accepts (joins) or declines (beyond the spec, which does not show acceptance). */
export function InviteBanner({ group, uid }: { group: EliteGroup; uid: string }) {
  const { t } = useTranslation('groups');
  const [busy, setBusy] = useState<'join' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToastStore((s) => s.show);

  async function run(kind: 'join' | 'decline') {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'join') await joinGroup(group.id, uid);
      else await declineInvite(group.id, uid);
      toast(
        kind === 'join' ? t('invite.banner.welcome', { name: group.name }) : t('invite.banner.declined'),
        'success',
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-label={t('invite.banner.label')}
      className="mx-4 mt-4 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="text-sm font-medium text-amber-950 dark:text-amber-100">
        {t('invite.banner.text', { name: group.name })}
      </p>
      <div className="flex gap-2">
        <Button busy={busy === 'join'} disabled={busy !== null} onClick={() => run('join')}>
          {t('invite.banner.accept')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'decline'}
          disabled={busy !== null}
          onClick={() => run('decline')}
        >
          {t('invite.banner.decline')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
