import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadOlder } from '@/components/ui/load-older';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useGroupEvents, useMyGoing } from '../hooks/use-group-events';
import { isMemberRole, type Role } from '../model/group';
import { eventsInOrder, isPast, type GroupEvent } from '../model/group-event';
import { EventFormDialog } from './event-form-dialog';
import { EventItem } from './event-item';

interface GroupEventsProps {
  groupId: string;
  role: Role;
  uid: string | null;
}

/**
 * Events (spec section 2, made real by decision 0051): members see the upcoming events, soonest first,
 * then the past ones in pages; the creator creates, edits and cancels them.
 */
export function GroupEvents({ groupId, role, uid }: GroupEventsProps) {
  const { t } = useTranslation('groups');
  const isMember = isMemberRole(role);
  const { upcoming, past } = useGroupEvents(groupId, isMember);
  const [form, setForm] = useState<{ event?: GroupEvent } | null>(null);
  const open = (upcoming.data ?? []).filter((e) => !e.cancelled && !isPast(e)).map((e) => e.id);
  const mine = useMyGoing(groupId, open, isMember ? uid : null);
  if (!isMember) {
    return (
      <p className="rounded-2xl border border-zinc-200 bg-white p-6 text-center font-medium text-zinc-900 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100">
        {t('errors.eventsMembersOnly')}
      </p>
    );
  }
  const isCreator = role === 'creator';
  const error = upcoming.error ?? past.error;
  const loading = upcoming.loading || past.loading;
  const events = eventsInOrder(upcoming.data ?? [], past.data ?? []);
  return (
    <div className="flex flex-col gap-3">
      {isCreator && uid && <Button onClick={() => setForm({})}>{t('events.create')}</Button>}
      {error ? (
        <ErrorState
          message={error}
          onRetry={() => {
            upcoming.retry();
            past.retry();
          }}
        />
      ) : loading ? (
        <div role="status" aria-label={t('events.loading')}>
          <SkeletonRows count={3} label="" />
        </div>
      ) : events.length === 0 ? (
        <EmptyState title={t('events.empty')} />
      ) : (
        <>
          <ul aria-label={t('events.list')} className="flex flex-col gap-2">
            {events.map((e) => (
              <EventItem
                key={e.id}
                event={e}
                uid={uid}
                isCreator={isCreator}
                going={open.includes(e.id) && mine.data ? mine.data.has(e.id) : undefined}
                onEdit={(event) => setForm({ event })}
              />
            ))}
          </ul>
          <LoadOlder pages={past} what={t('events.older')} />
        </>
      )}
      {form && uid && (
        <EventFormDialog groupId={groupId} uid={uid} event={form.event} onClose={() => setForm(null)} />
      )}
    </div>
  );
}
