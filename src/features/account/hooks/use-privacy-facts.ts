import { t } from 'i18next';
import { useLive } from '@/hooks/use-live';
import { useAuthStore } from '@/stores/auth-store';
import { subscribeToPrivacyFacts } from '../api/subscribe-privacy-facts';
import type { PrivacyFacts } from '../model/privacy-facts';

/** My privacy preference, live: the list follows the settings changed below it on the same page. */
export function usePrivacyFacts() {
  const uid = useAuthStore((s) => s.uid);
  return useLive<PrivacyFacts>(
    uid ? `privacy-facts-${uid}` : null,
    (onNext, onError) => subscribeToPrivacyFacts(uid!, onNext, onError),
    t('account:privacy.loadFailed'),
  );
}
