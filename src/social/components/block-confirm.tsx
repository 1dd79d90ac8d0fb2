import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { useBlockToggle } from '../hooks/use-block-toggle';

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
