import { useTranslation } from 'react-i18next';
import { LoadOlder } from '@/components/ui/load-older';
import { Modal } from '@/components/ui/modal';
import { useFollowList } from '../hooks/use-follow-list';
import type { FollowListKind } from '../model';
import { UserList } from './user-list';

/** Mounted only while open: the newest page's listener lives as long as the modal. */
export function FollowListModal({
  uid,
  kind,
  onClose,
}: {
  uid: string;
  kind: FollowListKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const pages = useFollowList(uid, kind);
  const title = kind === 'followers' ? t('lists.followers') : t('lists.following');
  const { data, loading, error, retry } = pages;
  return (
    <Modal open title={title} onClose={onClose}>
      <UserList
        users={data}
        loading={loading}
        error={error}
        onRetry={retry}
        onSelect={onClose}
        label={title}
        loadingLabel={kind === 'followers' ? t('lists.loadingFollowers') : t('lists.loadingFollowing')}
      />
      <LoadOlder
        pages={pages}
        what={kind === 'followers' ? t('lists.olderFollowers') : t('lists.olderFollowing')}
      />
    </Modal>
  );
}
