import { Modal } from '@/components/ui/modal';
import { useBills } from '../hooks/use-bills';
import { BillList } from './bill-list';

/** Mounted only while open, so the bills listener lives as long as the modal. */
export function BillsModal({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { data, loading, error, retry } = useBills(uid);
  return (
    <Modal open title="Restaurant spending history" onClose={onClose}>
      <BillList bills={data} loading={loading} error={error} onRetry={retry} />
    </Modal>
  );
}
