import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu';
import { ErrorMessage } from '@/components/ui/error-message';
import { LazyBlockConfirm, LazyReportDialog, prefetchItemDialogs } from '@/social/components/item-menu';
import { useBlockToggle } from '@/social/hooks/use-block-toggle';

interface ProfileMenuProps {
  meUid: string;
  userId: string;
  username: string;
  /** I block this user now (my block list). */
  blocked: boolean;
}

/**
 * Another user's profile: a "…" menu with Block user (or Unblock user) and Report user, beside the
 * spec's actions (decision 0030). Blocked, a line says so.
 */
export function ProfileMenu({ meUid, userId, username, blocked }: ProfileMenuProps) {
  const { t } = useTranslation('profile');
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const toggle = useBlockToggle(meUid);
  const actions: MenuAction[] = [
    blocked
      ? {
          label: t('menu.unblock'),
          onSelect: () => void toggle.unblock(userId),
          disabled: toggle.busy !== null,
        }
      : { label: t('menu.block'), onSelect: () => setDialog('block') },
    { label: t('menu.report'), onSelect: () => setDialog('report') },
  ];
  return (
    <div className="flex w-full max-w-sm flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{blocked ? t('menu.blocked') : ''}</p>
        <ActionMenu label={t('menu.label')} actions={actions} onOpen={prefetchItemDialogs} />
      </div>
      {toggle.error && <ErrorMessage>{toggle.error}</ErrorMessage>}
      <Suspense fallback={null}>
        {dialog === 'block' && (
          <LazyBlockConfirm uid={meUid} otherId={userId} name={username} onClose={() => setDialog(null)} />
        )}
        {dialog === 'report' && (
          <LazyReportDialog
            open
            reporterId={meUid}
            target={{ kind: 'user', itemId: userId, reportedUserId: userId }}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
