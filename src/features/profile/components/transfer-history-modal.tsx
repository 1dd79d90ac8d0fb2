import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadOlder } from '@/components/ui/load-older';
import { Modal } from '@/components/ui/modal';
import { useTransferHistory } from '../hooks/use-transfer-history';
import { TransferHistoryList } from './transfer-history-list';

/** Own profile only; mounted only while open, so its listener lives as long as the modal. */
export function TransferHistoryModal({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const pages = useTransferHistory(uid);
  const { data, loading, error, retry } = pages;
  const [now] = useState(() => new Date());
  return (
    <Modal open title={t('transfers.title')} onClose={onClose}>
      <TransferHistoryList rows={data} loading={loading} error={error} onRetry={retry} now={now} />
      <LoadOlder pages={pages} what={t('transfers.older')} />
    </Modal>
  );
}
