import { t } from 'i18next';
import { useAsync } from '@/hooks/use-async';
import { fetchUserByUsername } from '@/users/user-lookups';
import { fetchFollowedUsers } from '../api/fetch-followed-users';
import { chooseRecipients, NO_PRESELECTION, toRecipient, type RecipientChoice } from '../model';
import { AppError } from '@/domain/app-error';

interface Me {
  uid: string;
  username: string;
}

async function loadRecipients(me: Me, pathUsername: string): Promise<RecipientChoice> {
  const followed = await fetchFollowedUsers(me.uid);
  const wanted = pathUsername.toLowerCase();
  // Only a name that is not ours and not already in the list costs a lookup.
  const needsLookup =
    pathUsername !== NO_PRESELECTION &&
    wanted !== me.username.toLowerCase() &&
    !followed.some((r) => r.username.toLowerCase() === wanted);
  const user = needsLookup ? await fetchUserByUsername(pathUsername) : null;
  const lookedUp = user ? toRecipient(user, false) : null;
  return chooseRecipients(followed, pathUsername, me, lookedUp);
}

/**
 * One-time load of the users `me` follows, plus the user named in /send-points/{username} when that
 * user is not among them (see chooseRecipients). Waits while `me` is null (record not there yet).
 */
export function useRecipients(me: Me | null, pathUsername: string) {
  const key = me ? `${me.uid}|${me.username}|${pathUsername}` : null;
  return useAsync<RecipientChoice>(
    key,
    () =>
      me ? loadRecipients(me, pathUsername) : Promise.reject(new AppError('points:messages.notSignedIn')),
    t('points:messages.loadFollowing'),
  );
}
