import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import { PATHS, profilePath } from '@/domain/paths';

/** Back button, avatar, username and 'Active now' (spec section 2). */
export function ChatHeader({ user }: { user: { uid: string; username: string; photoURL: string } | null }) {
  const { t } = useTranslation('messages');
  return (
    <div className="flex items-center gap-3 border-b border-zinc-200 px-2 py-2 dark:border-zinc-800">
      <Link
        to={PATHS.messages}
        aria-label={t('chat.back')}
        className="flex h-11 w-11 items-center justify-center rounded-full text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <Icon name="chevronLeft" />
      </Link>
      {user && (
        <Link to={profilePath(user.username)} className="flex min-w-0 items-center gap-3">
          <Avatar src={user.photoURL} seed={user.uid} alt="" size={40} />
          <span className="min-w-0">
            <h1 className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{user.username}</h1>
            <span className="flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
              {t('chat.activeNow')}
            </span>
          </span>
        </Link>
      )}
    </div>
  );
}
