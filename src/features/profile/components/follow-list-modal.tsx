import { LoadOlder } from '@/components/ui/load-older';
import { Modal } from '@/components/ui/modal';
import { useFollowList } from '../hooks/use-follow-list';
import type { FollowListKind } from '../model';
import { UserList } from './user-list';

const TITLES: Record<FollowListKind, string> = { followers: 'Followers', following: 'Following' };

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
  const pages = useFollowList(uid, kind);
  const { data, loading, error, retry } = pages;
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
      <LoadOlder pages={pages} what={kind} />
    </Modal>
  );
}
