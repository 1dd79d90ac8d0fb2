import { t } from 'i18next';
import { useEffect, useRef } from 'react';
import type { OfferRecipient } from '@/domain/offer';
import { useLive } from '@/hooks/use-live';
import { useLivePages } from '@/hooks/use-live-pages';
import { openPerk } from '../api/perk-writes';
import { subscribeMyPerks, subscribePerk } from '../api/offer-subscriptions';

/** My perks: the newest page live, older ones on demand. */
export function useMyPerks(uid: string | null) {
  return useLivePages(uid ? `perks:${uid}` : null, subscribeMyPerks(uid ?? ''), t('offers:perks.loadFailed'));
}

/**
 * My copy of one offer, live (null: not mine or gone). The first time it shows unopened, it is marked
 * opened, once per visit: the owner's "opened" count.
 */
export function usePerk(offerId: string | undefined, uid: string | null) {
  const perk = useLive<OfferRecipient | null>(
    offerId && uid ? `perk:${offerId}:${uid}` : null,
    (onNext, onError) => subscribePerk(offerId!, uid!, onNext, onError),
    t('offers:perk.loadFailed'),
  );
  const opened = useRef<string | null>(null);
  const unopened = !!perk.data && !perk.data.openedAt;
  useEffect(() => {
    if (!unopened || !offerId || !uid || opened.current === offerId) return;
    opened.current = offerId;
    // Only the owner's count depends on it, and the next visit tries again: nothing to tell the diner.
    openPerk(offerId, uid).catch(() => {});
  }, [unopened, offerId, uid]);
  return perk;
}
