import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { useBlockToggle } from '../hooks/use-block-toggle';
import type { ReportKind } from '../api/reports';
import { ReportDialog, type ReportTarget } from './report-dialog';

interface ItemMenuProps {
  /** The signed-in user; no menu for visitors or on one's own items. */
  uid: string | null;
  /** What the menu is about, for its button's name. */
  what: ReportKind;
  /** The author's name, for the block confirmation. */
  authorName: string;
  report: ReportTarget;
  /** false: only Report (e.g. a profile whose block button is elsewhere). */
  withBlock?: boolean;
}

/** A small "…" menu on someone else's item: Block user, Report (decision 0030). */
export function ItemMenu({ uid, what, authorName, report, withBlock = true }: ItemMenuProps) {
  const { t } = useTranslation('social');
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  if (!uid || uid === report.reportedUserId) return null;
  const actions: MenuAction[] = [
    ...(withBlock ? [{ label: t('itemMenu.block'), onSelect: () => setDialog('block') }] : []),
    { label: t('itemMenu.report'), onSelect: () => setDialog('report') },
  ];
  return (
    // -my-2: the 44 px target does not make a post's header taller than its avatar (the prerendered
    // frame draws the header without the menu, decision 0022).
    <div className="-my-2 shrink-0">
      <ActionMenu label={t(`itemMenu.label.${what}`)} actions={actions} />
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
  const { t } = useTranslation('social');
  const toggle = useBlockToggle(uid);
  return (
    <Modal open title={t('block.confirm.title', { name })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t('block.confirm.text')}</p>
        {toggle.error && <ErrorMessage>{toggle.error}</ErrorMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('block.confirm.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={toggle.busy !== null}
            onClick={() => void toggle.block(otherId).then((ok) => ok && onClose())}
          >
            {t('block.confirm.block')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
