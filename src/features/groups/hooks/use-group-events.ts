import { t } from 'i18next';
import { useMemo, useState } from 'react';
import { useLive } from '@/hooks/use-live';
import { useLivePages } from '@/hooks/use-live-pages';
import { pagedPastEvents, subscribeMyGoing, subscribeUpcomingEvents } from '../api/subscribe-events';
import type { GroupEvent } from '../model/group-event';

/**
 * A group's events, opened only for a member (the rules refuse anyone else): the upcoming ones live, the
 * past ones in pages with loadOlder(). The moment that splits them is the one the tab opened at.
 */
export function useGroupEvents(groupId: string, isMember: boolean) {
  const [now] = useState(() => new Date());
  const key = isMember ? groupId : null;
  const upcoming = useLive<GroupEvent[]>(
    key,
    (onNext, onError) => subscribeUpcomingEvents(groupId, now, onNext, onError),
    t('groups:events.errors.listener'),
  );
  const source = useMemo(() => pagedPastEvents(groupId, now), [groupId, now]);
  const past = useLivePages<GroupEvent>(
    key,
    source,
    t('groups:events.errors.listener'),
    t('groups:events.errors.older'),
  );
  return { upcoming, past };
}

/** Which of the open events I am going to, live, in one listener (undefined until known). */
export function useMyGoing(groupId: string, openEventIds: readonly string[], uid: string | null) {
  const ids = [...openEventIds].sort();
  return useLive<ReadonlySet<string>>(
    uid && ids.length > 0 ? `${groupId}/${uid}/${ids.join(',')}` : null,
    (onNext, onError) => subscribeMyGoing(groupId, ids, uid ?? '', onNext, onError),
    t('groups:events.errors.listener'),
    // A new event keeps the answer for the others while the wider query opens.
    { keepPreviousWithin: `${groupId}/${uid}` },
  );
}
