import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { ReportKind } from '../api/reports';
import type { ReportTarget } from './report-dialog';

// The dialogs are behind a tap: their code loads as the menu opens (decision 0053).
export const LazyBlockConfirm = lazyComponent(() => import('./block-confirm').then((m) => m.BlockConfirm));
export const LazyReportDialog = lazyComponent(() => import('./report-dialog').then((m) => m.ReportDialog));
export const prefetchItemDialogs = () => {
  LazyBlockConfirm.prefetch();
  LazyReportDialog.prefetch();
};

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
      <ActionMenu label={t(`itemMenu.label.${what}`)} actions={actions} onOpen={prefetchItemDialogs} />
      <Suspense fallback={null}>
        {dialog === 'block' && (
          <LazyBlockConfirm
            uid={uid}
            otherId={report.reportedUserId}
            name={authorName}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'report' && (
          <LazyReportDialog open reporterId={uid} target={report} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </div>
  );
}
