import { useUsers } from '@/hooks/use-users';
import { MSG } from '../model/messages';

/** The top spenders' user records through the session's user cache (30 per query), keyed by uid. */
export function useSpenderUsers(ids: readonly string[]) {
  return useUsers(ids, MSG.loadSpenders);
}
