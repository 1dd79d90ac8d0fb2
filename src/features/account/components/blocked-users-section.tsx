// /privacy's Blocked Users (decision 0030): the real count in the spec's row, then the list, 30 at a time,
// each with Unblock; an unblocked user stays in the list with Undo until the page is left.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { ProfileName } from '@/components/ui/profile-name';
import { useUsers } from '@/hooks/use-users';
import { useAuthStore } from '@/stores/auth-store';
import { useBlockToggle } from '@/social/hooks/use-block-toggle';
import { useBlockedUsers } from '@/social/hooks/use-blocked-users';

const BLOCKED_PAGE = 30;

/** The blocked users, each with Unblock (and Undo right after). */
export function BlockedUsersSection() {
  const { t } = useTranslation('social');
  const uid = useAuthStore((s) => s.uid);
  const { blocked, loaded, error } = useBlockedUsers();
  const [limit, setLimit] = useState(BLOCKED_PAGE);
  // Unblocked on this visit: kept in the list (after the blocked ones) with Undo, until the page is left.
  const [unblocked, setUnblocked] = useState<string[]>([]);
  const ids = [
    ...blocked.map((b) => b.userId),
    ...unblocked.filter((id) => !blocked.some((b) => b.userId === id)),
  ];
  const shown = ids.slice(0, limit);
  const users = useUsers(shown, t('block.errors.loadFailed'));
  const toggle = useBlockToggle(uid);

  if (error) return <ErrorState message={error} />;
  if (!loaded || ids.length === 0) return null;
  const isBlocked = (id: string) => blocked.some((b) => b.userId === id);

  return (
    <section aria-labelledby="blocked-users-title" className="mx-4 flex flex-col gap-2">
      <h2 id="blocked-users-title" className="text-sm font-semibold text-zinc-700 dark:text-zinc-300">
        {t('blocked.title')}
      </h2>
      {toggle.error && <ErrorMessage>{toggle.error}</ErrorMessage>}
      <ul
        aria-label={t('blocked.listLabel')}
        className="divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
      >
        {shown.map((id) => {
          const user = users.data[id];
          const name = user?.username ?? (users.loading ? '…' : t('unknownUser'));
          const still = isBlocked(id);
          return (
            <li key={id} className="flex items-center gap-3 px-4 py-2">
              <Avatar src={user?.photoURL} seed={id} alt="" size={32} />
              <ProfileName
                username={user?.username}
                name={name}
                className="min-w-0 flex-1 truncate text-sm"
              />
              {still ? (
                <Button
                  variant="secondary"
                  busy={toggle.busy === id}
                  aria-label={t('blocked.unblockLabel', { name })}
                  onClick={() =>
                    void toggle
                      .unblock(id)
                      .then((ok) => ok && setUnblocked((u) => [...u.filter((x) => x !== id), id]))
                  }
                >
                  {t('blocked.unblock')}
                </Button>
              ) : (
                <span className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                  {t('blocked.unblocked')}
                  <Button
                    variant="ghost"
                    busy={toggle.busy === id}
                    aria-label={t('blocked.undoLabel', { name })}
                    onClick={() => void toggle.block(id)}
                  >
                    {t('blocked.undo')}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {ids.length > limit && (
        <Button variant="secondary" onClick={() => setLimit((n) => n + BLOCKED_PAGE)}>
          {t('blocked.showMore')}
        </Button>
      )}
    </section>
  );
}
