import { useMemo } from 'react';
import type { UserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { lastOwnRecord } from '@/stores/session/own-record-cache';

export interface OwnRecordShown {
  uid: string | null;
  user: UserRecord | null;
}

/**
 * The signed-in user's own record to draw a screen with: the live one, or until it first arrives, the
 * one this device last saw (own-record-cache.ts), so an optimistic screen paints while the SDKs answer
 * (the owner's dashboard: decision 0062). Only for what the screen shows: the rules decide what it may
 * read and write, and the live record replaces this one on arrival.
 */
export function useOwnRecord(): OwnRecordShown {
  const uid = useAuthStore((s) => s.uid);
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const answered = useAuthStore((s) => s.userMissing || s.userError !== null);
  const remembered = useMemo(() => lastOwnRecord(uid), [uid]);
  if (user) return { uid, user };
  const waiting = status === 'loading' || (status === 'signedIn' && !answered);
  if (!waiting || !remembered) return { uid, user: null };
  return { uid: uid ?? remembered.uid, user: remembered };
}
