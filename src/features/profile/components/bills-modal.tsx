import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { LoadOlder } from '@/components/ui/load-older';
import { useSpendingAccess } from '@/social/hooks/use-spending-access';
import { useAuthStore } from '@/stores/auth-store';
import { useBillSocial } from '../hooks/use-bill-social';
import { useBills } from '../hooks/use-bills';
import { BillList } from './bill-list';
import { BillSocial } from './bill-social';

/**
 * Mounted only while open. First asks whether the viewer may read this diner's spending history
 * (decision 0043): if not, says so and never asks for the bills (the rules would refuse them); if so,
 * the bills listener lives as long as the modal.
 */
export function BillsModal({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const meUid = useAuthStore((s) => s.uid);
  const access = useSpendingAccess(uid, meUid, t('errors.fetchBills'));
  return (
    <Modal open title={t('bills.title')} onClose={onClose}>
      {access.error ? (
        <ErrorState message={access.error} onRetry={access.retry} />
      ) : access.data === undefined ? (
        <SkeletonRows count={3} label={t('bills.loading')} />
      ) : access.data ? (
        <BillsHistory uid={uid} meUid={meUid} />
      ) : (
        <EmptyState title={t('bills.private')} icon="🔒" />
      )}
    </Modal>
  );
}

function BillsHistory({ uid, meUid }: { uid: string; meUid: string | null }) {
  const { t } = useTranslation('profile');
  const pages = useBills(uid);
  const { data, loading, error, retry } = pages;
  const social = useBillSocial(data, meUid);
  return (
    <>
      {social.toggle.error && <ErrorMessage className="mb-2">{social.toggle.error}</ErrorMessage>}
      <BillList
        bills={data}
        loading={loading}
        error={error}
        onRetry={retry}
        renderExtra={(bill) => (
          <BillSocial
            billId={bill.id}
            uid={meUid}
            like={social.likes.data?.[bill.id]}
            likeBusy={social.likes.loading || social.toggle.busy === bill.id}
            onToggleLike={() =>
              void social.toggle.toggle(bill.id, social.likes.data?.[bill.id]?.liked ?? false)
            }
            commentCount={social.comments.data?.[bill.id]}
          />
        )}
      />
      <LoadOlder pages={pages} what={t('bills.older')} />
    </>
  );
}
