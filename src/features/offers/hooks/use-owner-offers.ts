import { t } from 'i18next';
import { useState } from 'react';
import type { OfferRecipient } from '@/domain/offer';
import { useLive } from '@/hooks/use-live';
import { useLivePages } from '@/hooks/use-live-pages';
import { useUsers } from '@/hooks/use-users';
import { errorText } from '@/i18n/error-text';
import { formatCount } from '@/i18n/format';
import { useToastStore } from '@/stores/toast-store';
import { listenLater, pagedLater } from '@/hooks/listen-later';
import { loadOnce } from '@/platform/load-once';
import { OWNER_OFFERS_PAGE } from '../model/pages';
import type { OfferDraft } from '../model/offer-form';

// The writes (create, send, end: with the recipients' notification preferences) load as the owner acts,
// not with the Marketing tab (docs/decisions/0061); the service worker precaches them.
// The live reads load as they open: the Marketing tab paints before the SDK (decision 0062).
const subscriptions = loadOnce(() => import('../api/offer-subscriptions'));
const loadSend = () => import('../api/send-offer');
const loadCreate = () => import('../api/create-offer');
const loadEnd = () => import('../api/end-offer');

interface Sending {
  offerId: string;
  sent: number;
  total: number;
}

/**
 * The owner's offers (live, in pages) and what the owner does with them: create and send, resume an
 * interrupted sending, end one. One sending at a time; its progress, and each offer's last failure, by id.
 */
export function useOwnerOffers(ownerId: string) {
  const offers = useLivePages(
    `offers:${ownerId}`,
    pagedLater(OWNER_OFFERS_PAGE, subscriptions, (m) => m.subscribeOwnerOffers(ownerId)),
    t('offers:owner.loadFailed'),
  );
  const [sending, setSending] = useState<Sending | null>(null);
  const [ending, setEnding] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const show = useToastStore((s) => s.show);
  const setError = (offerId: string, message: string | null) =>
    setErrors(({ [offerId]: _old, ...rest }) => (message ? { ...rest, [offerId]: message } : rest));

  async function send(offerId: string, total: number) {
    setError(offerId, null);
    setSending({ offerId, sent: 0, total });
    try {
      const { sendOffer } = await loadSend();
      const result = await sendOffer(offerId, (p) => setSending({ offerId, sent: p.sent, total: p.total }));
      show(t('offers:owner.sentDone', { count: result.sent, n: formatCount(result.sent) }), 'success');
      if (result.skipped > 0)
        show(
          t('offers:owner.skipped', { count: result.skipped, n: formatCount(result.skipped) }),
          'info',
          6000,
        );
    } catch (err) {
      setError(offerId, errorText(err, 'offers:errors.sendFailed'));
    } finally {
      setSending(null);
    }
  }

  /** Creates the offer and starts sending it; throws (for the form to show) when it cannot be created. */
  async function create(draft: OfferDraft, photoURL: string): Promise<void> {
    const { createOffer } = await loadCreate();
    const offerId = await createOffer({ ...draft, photoURL, ownerId });
    void send(offerId, 0);
  }

  async function end(offerId: string) {
    if (ending.has(offerId)) return;
    setError(offerId, null);
    setEnding((s) => new Set(s).add(offerId));
    try {
      const { endOffer } = await loadEnd();
      await endOffer(offerId);
      show(t('offers:owner.endedToast'), 'success');
    } catch (err) {
      setError(offerId, errorText(err, 'offers:errors.endFailed'));
    } finally {
      setEnding((s) => new Set([...s].filter((id) => id !== offerId)));
    }
  }

  return { offers, sending, ending, errors, create, send, end };
}

/** The copies of my offers used since the start of today, live, with their diners' usernames. */
export function useRedeemedToday(ownerId: string, startOfToday: Date) {
  const list = useLive<OfferRecipient[]>(
    `redeemedToday:${ownerId}:${startOfToday.getTime()}`,
    (onNext, onError) =>
      listenLater(
        subscriptions,
        (m) => m.subscribeRedeemedToday(ownerId, startOfToday, onNext, onError),
        onError,
      ),
    t('offers:today.loadFailed'),
  );
  const users = useUsers(list.data?.map((p) => p.dinerId) ?? [], t('offers:today.loadFailed'));
  return { list, users };
}
