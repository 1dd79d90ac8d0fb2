import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { followAccountLanguage } from '../language-choice';

/**
 * Mount once at the app root: at each sign-in (signed out, then signed in, in this tab: not a session
 * restored at start, which costs no read), the app follows the language stored on the account
 * (decision 0034). A failed read leaves the device's language; the next sign-in asks again.
 */
export function useAccountLanguage(): void {
  useEffect(
    () =>
      useAuthStore.subscribe((now, before) => {
        if (now.status !== 'signedIn' || before.status !== 'signedOut' || !now.uid) return;
        followAccountLanguage(now.uid).catch(() => {});
      }),
    [],
  );
}
