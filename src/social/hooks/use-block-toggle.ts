import { useState } from 'react';
import { blockUser, unblockUser } from '../api/blocks';
import { errorText } from '@/i18n/error-text';

/** Block or unblock one user as the signed-in user: busy while it runs, the failure's message. */
export function useBlockToggle(uid: string | null) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(otherId: string, block: boolean): Promise<boolean> {
    if (!uid || busy) return false;
    setBusy(otherId);
    setError(null);
    try {
      await (block ? blockUser(uid, otherId) : unblockUser(uid, otherId));
      return true;
    } catch (err) {
      setError(errorText(err, 'social:block.errors.blockFailed'));
      return false;
    } finally {
      setBusy(null);
    }
  }
  return {
    busy,
    error,
    block: (otherId: string) => run(otherId, true),
    unblock: (otherId: string) => run(otherId, false),
  };
}
