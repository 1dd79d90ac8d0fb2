import { t } from 'i18next';
import { useUsers } from '@/hooks/use-users';

/** The top spenders' user records through the session's user cache (30 per query), keyed by uid. */
export function useSpenderUsers(ids: readonly string[]) {
  return useUsers(ids, t('restaurant:messages.loadSpenders'));
}
