import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { profilePath } from '@/domain/paths';
import type { UserRecord } from '@/domain/user-record';

interface UserListProps {
  users: UserRecord[];
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  /** Called when a user is picked (the list's modal closes). */
  onSelect?: () => void;
  label: string;
  /** The skeleton's name while the list loads (default: 'Loading' and the label). */
  loadingLabel?: string;
}

/** A list of users, each linking to their profile. */
export function UserList({ users, loading, error, onRetry, onSelect, label, loadingLabel }: UserListProps) {
  const { t } = useTranslation('profile');
  if (loading) {
    return (
      <SkeletonRows count={3} label={loadingLabel ?? t('lists.loading', { what: label.toLowerCase() })} />
    );
  }
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (users.length === 0) return <EmptyState title={t('errors.noUsers')} icon="👥" />;
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {users.map((user) => (
        <li key={user.uid}>
          <Link
            to={profilePath(user.username)}
            onClick={onSelect}
            className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-2 hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            <Avatar src={user.photoURL} seed={user.uid} alt="" size={40} />
            <span className="truncate font-medium">{user.username}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
