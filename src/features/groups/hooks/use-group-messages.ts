import { useLive } from '@/hooks/use-live';
import { subscribeToGroupMessages } from '../api/subscribe-group-messages';
import { MSG } from '../model/messages';
import type { GroupMessage } from '../model/group';

/** Live chat of a group, opened only for a member (the rules refuse anyone else). */
export function useGroupMessages(groupId: string, isMember: boolean) {
  return useLive<GroupMessage[]>(
    isMember ? groupId : null,
    (onNext, onError) => subscribeToGroupMessages(groupId, onNext, onError),
    MSG.messagesListener,
  );
}
