import { t } from 'i18next';
import { useUsers } from '@/hooks/use-users';

/**
 * The authors of these user ids through the session's user cache (30 per query, never one per post):
 * known authors keep their names while a new post's author loads.
 */
export function useUsersById(ids: readonly string[]) {
  return useUsers(ids, t('feed:errors.fetchFeed'));
}
