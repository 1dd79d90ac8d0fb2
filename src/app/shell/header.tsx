import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/domain/paths';
import { useAuthStore, type AuthStatus } from '@/stores/auth-store';
import { useUnreadNotificationsCount } from '@/features/notifications/hooks/use-unread-notifications';
import { useKeepBlockedUsers } from '@/social/hooks/use-blocked-users';
import { UserMenu } from './user-menu';
import { useWhenIdle } from './use-when-idle';

export function Header() {
  const status = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => s.uid);
  // The badge's listener starts once the screen has loaded (docs/decisions/0014-signed-in-performance.md).
  const idle = useWhenIdle(status === 'signedIn');
  const unreadNotifications = useUnreadNotificationsCount(idle ? uid : null);
  // My block list stays open across screens: each screen's filter then costs no read (decision 0030).
  useKeepBlockedUsers(idle ? uid : null);
  return <HeaderBar status={status} unreadNotifications={unreadNotifications} />;
}

/**
 * The bar itself, for a session status. The prerendered frames draw it as 'loading' (the session is not
 * known before the app runs): the account button's room is kept, empty.
 */
export function HeaderBar({
  status,
  unreadNotifications,
}: {
  status: AuthStatus;
  unreadNotifications: number;
}) {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
      <div className="mx-auto flex h-14 max-w-2xl items-center justify-between px-4">
        <Link
          to={PATHS.home}
          className="text-lg font-extrabold tracking-tight text-amber-700 dark:text-amber-500"
          aria-label={t('header.home')}
        >
          Goldfork
        </Link>
        {status === 'signedIn' ? (
          <UserMenu unreadCount={unreadNotifications} />
        ) : status === 'loading' ? (
          <span className="h-10 w-10" aria-hidden="true" />
        ) : (
          <Link
            to={PATHS.login}
            className="rounded-xl bg-amber-500 px-4 py-2 text-sm font-semibold text-zinc-950 hover:bg-amber-400"
          >
            {t('header.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
