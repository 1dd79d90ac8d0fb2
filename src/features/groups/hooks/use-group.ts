import { t } from 'i18next';
import { useLive } from '@/hooks/use-live';
import { subscribeToGroup } from '../api/subscribe-group';
import type { EliteGroup } from '../model/group';

/** Live eliteGroups/{id}: data null with error 'Group not found' when it does not exist. */
export function useGroup(id: string | undefined) {
  const live = useLive<EliteGroup | null>(
    id ?? null,
    (onNext, onError) => subscribeToGroup(id!, onNext, onError),
    t('groups:errors.groupListener'),
  );
  if (!live.loading && !live.error && live.data === null) {
    return { ...live, error: t('groups:errors.notFound'), notFound: true };
  }
  return { ...live, notFound: false };
}
