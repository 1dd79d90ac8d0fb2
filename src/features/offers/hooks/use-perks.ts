import { t } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import type { OfferRecipient } from '@/domain/offer';
import { useLive } from '@/hooks/use-live';
import { useLivePages } from '@/hooks/use-live-pages';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { openPerk } from '../api/perk-writes';
import { subscribeMyPerks, subscribePerk } from '../api/offer-subscriptions';

/** Nothing to read while the user is not known yet (the key is null: nothing subscribes). */
const NOT_YET: PagedSource<OfferRecipient> = {
  size: 0,
  subscribeNewest: () => () => {},
  fetchOlder: () => Promise.resolve([]),
};

/**
 * My perks: the newest page live, older ones on demand. The query is built once the user is known:
 * building it starts Firestore, which the HTML frame's render at build time must not (decision 0059).
 */
export function useMyPerks(uid: string | null) {
  const source = useMemo(() => (uid ? subscribeMyPerks(uid) : NOT_YET), [uid]);
  return useLivePages(uid ? `perks:${uid}` : null, source, t('perks:perks.loadFailed'));
}

/**
 * My copy of one offer, live (null: not mine or gone). The first time it shows unopened, it is marked
 * opened, once per visit: the owner's "opened" count.
 */
export function usePerk(offerId: string | undefined, uid: string | null) {
  const perk = useLive<OfferRecipient | null>(
    offerId && uid ? `perk:${offerId}:${uid}` : null,
    (onNext, onError) => subscribePerk(offerId!, uid!, onNext, onError),
    t('perks:perk.loadFailed'),
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
