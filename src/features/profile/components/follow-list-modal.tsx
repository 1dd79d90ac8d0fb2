import { Modal } from '@/components/ui/modal';
import { useFollowList } from '../hooks/use-follow-list';
import type { FollowListKind } from '../model';
import { UserList } from './user-list';

const TITLES: Record<FollowListKind, string> = { followers: 'Followers', following: 'Following' };

/** Mounted only while open: each opening loads the list afresh. */
export function FollowListModal({
  uid,
  kind,
  onClose,
}: {
  uid: string;
  kind: FollowListKind;
  onClose: () => void;
}) {
  const { data, loading, error, retry } = useFollowList(uid, kind);
  return (
    <Modal open title={TITLES[kind]} onClose={onClose}>
      <UserList
        users={data}
        loading={loading}
        error={error}
        onRetry={retry}
        onSelect={onClose}
        label={TITLES[kind]}
      />
    </Modal>
  );
}
