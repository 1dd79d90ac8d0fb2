import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { useBlockToggle } from '../hooks/use-block-toggle';
import { ReportDialog, type ReportTarget } from './report-dialog';

interface ItemMenuProps {
  /** The signed-in user; no menu for visitors or on one's own items. */
  uid: string | null;
  /** What the menu is about, for its button's name ("comment", "message", "post", "user"). */
  what: string;
  /** The author's name, for the block confirmation. */
  authorName: string;
  report: ReportTarget;
  /** false: only Report (e.g. a profile whose block button is elsewhere). */
  withBlock?: boolean;
}

const ITEM =
  'block w-full min-h-11 px-4 py-2 text-left text-sm hover:bg-zinc-100 focus-visible:bg-zinc-100 dark:hover:bg-zinc-800';

/** A small "…" menu on someone else's item: Block user, Report (decision 0030). */
export function ItemMenu({ uid, what, authorName, report, withBlock = true }: ItemMenuProps) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  if (!uid || uid === report.reportedUserId) return null;
  const choose = (d: 'block' | 'report') => {
    setOpen(false);
    setDialog(d);
  };
  return (
    // -my-2: the 44 px target does not make a post's header taller than its avatar (the prerendered
    // frame draws the header without the menu, decision 0022).
    <div className="relative -my-2 shrink-0">
      <button
        type="button"
        aria-label={`More actions for this ${what}`}
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
          className="absolute right-0 z-20 mt-1 w-40 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {withBlock && (
            <button type="button" role="menuitem" className={ITEM} onClick={() => choose('block')}>
              Block user
            </button>
          )}
          <button type="button" role="menuitem" className={ITEM} onClick={() => choose('report')}>
            Report
          </button>
        </div>
      )}
      {dialog === 'block' && (
        <BlockConfirm
          uid={uid}
          otherId={report.reportedUserId}
          name={authorName}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'report' && (
        <ReportDialog open reporterId={uid} target={report} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

interface BlockConfirmProps {
  uid: string;
  otherId: string;
  name: string;
  onClose: () => void;
}

/** Block {name}? What it does, then Block or Cancel. */
export function BlockConfirm({ uid, otherId, name, onClose }: BlockConfirmProps) {
  const toggle = useBlockToggle(uid);
  return (
    <Modal open title={`Block ${name}?`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          They won&apos;t be able to follow you, message you, like or comment on your posts, send you points
          or invite you to a group. You won&apos;t see their posts, comments or messages. Any follow between
          you is removed. You can unblock them in Settings → Privacy.
        </p>
        {toggle.error && <ErrorMessage>{toggle.error}</ErrorMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={toggle.busy !== null}
            onClick={() => void toggle.block(otherId).then((ok) => ok && onClose())}
          >
            Block
          </Button>
        </div>
      </div>
    </Modal>
  );
}
