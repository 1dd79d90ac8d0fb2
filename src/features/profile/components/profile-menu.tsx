import { useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { BlockConfirm } from '@/social/components/item-menu';
import { ReportDialog } from '@/social/components/report-dialog';
import { useBlockToggle } from '@/social/hooks/use-block-toggle';

const ITEM =
  'block w-full min-h-11 px-4 py-2 text-left text-sm hover:bg-zinc-100 focus-visible:bg-zinc-100 dark:hover:bg-zinc-800';

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
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const toggle = useBlockToggle(meUid);
  const choose = (d: 'block' | 'report') => {
    setOpen(false);
    setDialog(d);
  };
  return (
    <div className="flex w-full max-w-sm flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{blocked ? 'You blocked this user.' : ''}</p>
        <div className="relative">
          <button
            type="button"
            aria-label="More actions for this user"
            aria-haspopup="menu"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
            className="min-h-11 min-w-11 rounded-lg px-2 text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            …
          </button>
          {open && (
            <div
              role="menu"
              onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
              className="absolute right-0 z-20 mt-1 w-44 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
            >
              {blocked ? (
                <button
                  type="button"
                  role="menuitem"
                  className={ITEM}
                  disabled={toggle.busy !== null}
                  onClick={() => {
                    setOpen(false);
                    void toggle.unblock(userId);
                  }}
                >
                  Unblock user
                </button>
              ) : (
                <button type="button" role="menuitem" className={ITEM} onClick={() => choose('block')}>
                  Block user
                </button>
              )}
              <button type="button" role="menuitem" className={ITEM} onClick={() => choose('report')}>
                Report user
              </button>
            </div>
          )}
        </div>
      </div>
      {toggle.error && <ErrorMessage>{toggle.error}</ErrorMessage>}
      {dialog === 'block' && (
        <BlockConfirm uid={meUid} otherId={userId} name={username} onClose={() => setDialog(null)} />
      )}
      {dialog === 'report' && (
        <ReportDialog
          open
          reporterId={meUid}
          target={{ kind: 'user', itemId: userId, reportedUserId: userId }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
