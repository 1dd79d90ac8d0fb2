import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { ErrorMessage } from '@/components/ui/error-message';
import { LoadOlder } from '@/components/ui/load-older';
import { useAuthStore } from '@/stores/auth-store';
import { useBillSocial } from '../hooks/use-bill-social';
import { useBills } from '../hooks/use-bills';
import { BillList } from './bill-list';
import { BillSocial } from './bill-social';

/** Mounted only while open, so the bills listener lives as long as the modal. */
export function BillsModal({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const pages = useBills(uid);
  const { data, loading, error, retry } = pages;
  const meUid = useAuthStore((s) => s.uid);
  const social = useBillSocial(data, meUid);
  return (
    <Modal open title={t('bills.title')} onClose={onClose}>
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
    </Modal>
  );
}
