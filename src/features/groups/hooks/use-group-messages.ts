import { t } from 'i18next';
import { useMemo } from 'react';
import { useLivePages } from '@/hooks/use-live-pages';
import { pagedGroupMessages } from '../api/subscribe-group-messages';
import type { GroupMessage } from '../model/group';

/**
 * A group's chat, opened only for a member (the rules refuse anyone else): the newest messages live,
 * loadOlder() for the ones before them; `data` oldest first, as the chat shows it.
 */
export function useGroupMessages(groupId: string, isMember: boolean) {
  const source = useMemo(() => pagedGroupMessages(groupId), [groupId]);
  const pages = useLivePages<GroupMessage>(
    isMember ? groupId : null,
    source,
    t('groups:errors.messagesListener'),
  );
  // Pages come newest first; the chat reads down to the newest. A new array only when the pages change.
  const data = useMemo(() => pages.data && [...pages.data].reverse(), [pages.data]);
  return { ...pages, data };
}
