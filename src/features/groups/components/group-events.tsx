import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCount, formatDay } from '@/i18n/format';
import { useToastStore } from '@/stores/toast-store';
import { isMemberRole, type Role } from '../model/group';
import { SAMPLE_EVENTS } from '../model/samples';

/** Events (spec section 2): sample data for members; the creator's create button does nothing further. */
export function GroupEvents({ role }: { role: Role }) {
  const { t } = useTranslation('groups');
  const toast = useToastStore((s) => s.show);
  if (!isMemberRole(role)) {
    return (
      <p className="rounded-2xl border border-zinc-200 bg-white p-6 text-center font-medium text-zinc-900 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100">
        {t('errors.eventsMembersOnly')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {role === 'creator' && (
        <Button variant="secondary" onClick={() => toast(t('events.notAvailable'), 'info')}>
          {t('events.create')}
        </Button>
      )}
      <ul aria-label={t('events.list')} className="flex flex-col gap-2">
        {SAMPLE_EVENTS.map((e) => (
          <li
            key={e.id}
            className="flex flex-col gap-1 rounded-2xl border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900"
          >
            <p className="font-semibold text-zinc-900 dark:text-zinc-50">{t(`events.samples.${e.id}`)}</p>
            <p className="text-zinc-700 dark:text-zinc-300">{formatDay(e.date)}</p>
            <p className="text-zinc-700 dark:text-zinc-300">
              {e.location} · {e.address}
            </p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {t('events.attendees', { n: formatCount(e.attendees), max: formatCount(e.maxAttendees) })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
