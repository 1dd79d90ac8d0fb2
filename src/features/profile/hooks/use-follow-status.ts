import { t } from 'i18next';
import { subscribeToFollowStatus } from '../api/subscribe-follow-status';
import { useLive } from '@/hooks/use-live';

/** Whether `followerId` follows `targetUserId`, live; `data` is undefined until known. */
export function useFollowStatus(followerId: string | null, targetUserId: string) {
  const key = followerId && followerId !== targetUserId ? `${followerId}_${targetUserId}` : null;
  return useLive<boolean>(
    key,
    (onNext, onError) => subscribeToFollowStatus({ followerId: followerId!, targetUserId }, onNext, onError),
    t('profile:errors.followFailed'),
  );
}
