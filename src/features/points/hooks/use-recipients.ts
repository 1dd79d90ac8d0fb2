import { useAsync } from '@/lib/use-async';
import { fetchFollowedUsers } from '../api/fetch-followed-users';
import { fetchUserByUsername } from '../api/fetch-user-by-username';
import { chooseRecipients, MSG, NO_PRESELECTION, type RecipientChoice } from '../model';

/**
 * One-time load of the users `me` follows, plus the user named in /send-points/{username} when that
 * user is not among them (see chooseRecipients). `me` null (record not there yet) waits.
 */
export function useRecipients(me: { uid: string; username: string } | null, pathUsername: string) {
  const key = me ? `${me.uid}|${me.username}|${pathUsername}` : null;
  return useAsync<RecipientChoice>(
    key,
    async () => {
      const followed = await fetchFollowedUsers(me!.uid);
      const wanted = pathUsername.toLowerCase();
      const needsLookup =
        pathUsername !== NO_PRESELECTION &&
        wanted !== me!.username.toLowerCase() &&
        !followed.some((r) => r.username.toLowerCase() === wanted);
      const lookedUp = needsLookup ? await fetchUserByUsername(pathUsername) : null;
      return chooseRecipients(followed, pathUsername, me!, lookedUp);
    },
    MSG.loadFollowing,
  );
}
