import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatPoints } from '@/i18n/format';
import { profilePath } from '@/domain/paths';
import type { UserRecord } from '@/domain/user-record';
import { useToastStore } from '@/stores/toast-store';
import { leaveGroup, removeMember } from '../api/membership';
import { useUsers } from '../hooks/use-users';
import { isMemberRole, type EliteGroup, type Role } from '../model/group';
import { errorText } from '@/i18n/error-text';

/**
 * Members (spec sections 2, 4, 6): avatars, usernames and gold points, each linking to the profile; the
 * creator removes any other member; a member leaves; the creator is told they cannot.
 */
export function GroupMembers({ group, role, uid }: { group: EliteGroup; role: Role; uid: string | null }) {
  const { t } = useTranslation('groups');
  const { data, loading, error, retry } = useUsers(group.members, t('errors.loadMembers'));
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const toast = useToastStore((s) => s.show);

  async function run(key: string, action: () => Promise<void>, done: string) {
    setBusy(key);
    setActionError(null);
    try {
      await action();
      toast(done, 'success');
    } catch (err) {
      setActionError(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  if (loading) return <SkeletonRows count={3} label={t('members.loading')} />;
  if (error) return <ErrorState message={error} onRetry={retry} />;
  // Members in the group's order (the creator first); a missing record shows 'Unknown User'.
  const rows = group.members.map((id) => ({ id, user: data?.get(id) }));

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('members.list')} className="flex flex-col gap-2">
        {rows.map(({ id, user }) => (
          <MemberRow
            key={id}
            id={id}
            user={user}
            isCreator={id === group.creatorId}
            canRemove={role === 'creator' && id !== group.creatorId}
            busy={busy === id}
            disabled={busy !== null}
            onRemove={() =>
              run(
                id,
                () => removeMember(group.id, uid!, id),
                t('members.removed', { name: user?.username ?? t('unknownUser') }),
              )
            }
          />
        ))}
      </ul>
      {isMemberRole(role) && uid && (
        <Button
          variant="secondary"
          busy={busy === 'leave'}
          disabled={busy !== null}
          onClick={() =>
            run('leave', () => leaveGroup(group.id, uid), t('members.left', { name: group.name }))
          }
        >
          {t('members.leave')}
        </Button>
      )}
      {actionError && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {actionError}
        </p>
      )}
    </div>
  );
}

function MemberRow({
  id,
  user,
  isCreator,
  canRemove,
  busy,
  disabled,
  onRemove,
}: {
  id: string;
  user?: UserRecord;
  isCreator: boolean;
  canRemove: boolean;
  busy: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('groups');
  const name = user?.username ?? t('unknownUser');
  const body = (
    <>
      <Avatar src={user?.photoURL} seed={id} alt="" size={40} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{name}</span>
        {isCreator && (
          <span className="text-xs text-amber-700 dark:text-amber-400">{t('members.creator')}</span>
        )}
      </span>
      <span className="text-right text-sm font-bold text-amber-700 dark:text-amber-400">
        {formatPoints(user?.goldPoints ?? 0)}
        <span className="block text-[10px] font-medium tracking-wide uppercase">{t('members.gold')}</span>
      </span>
    </>
  );
  return (
    <li className="flex items-center gap-2 rounded-2xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
      {user ? (
        <Link to={profilePath(user.username)} className="flex min-w-0 flex-1 items-center gap-3">
          {body}
        </Link>
      ) : (
        <span className="flex min-w-0 flex-1 items-center gap-3">{body}</span>
      )}
      {canRemove && (
        <Button
          variant="danger"
          busy={busy}
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('members.removeLabel', { name })}
        >
          {t('members.remove')}
        </Button>
      )}
    </li>
  );
}
