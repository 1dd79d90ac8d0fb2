import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { lazyComponent } from '@/components/ui/lazy-component';
import { loadI18nBundle } from '@/i18n/i18n';
import { LoadOlder } from '@/components/ui/load-older';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNow } from '../hooks/use-now';
import { useOwnerOffers } from '../hooks/use-owner-offers';
import { OwnerOfferCard } from './owner-offer-card';
import { RedeemedToday } from './redeemed-today';
import { TitledCard } from '@/components/ui/titled-card';

export interface OwnerOffersProps {
  ownerId: string;
  /** The sample campaigns, badged 'Sample data': shown while there is no real offer. */
  samples: ReactNode;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

// The "New offer" form and its photo's upload load when the owner reaches for the button, not with the
// Marketing tab (docs/decisions/0055-signed-in-screens-weight-3.md); the service worker precaches them.
// Its texts (`offer-form`) come with it, in the `ownerTools` bundle (decision 0061).
const OfferForm = lazyComponent(() =>
  Promise.all([import('./offer-form'), loadI18nBundle('ownerTools')]).then(([m]) => m.OfferForm),
);
const photos = () => import('../api/offer-photo');
const audience = () => import('../api/audience-preview');

/**
 * The restaurant dashboard's Marketing tab (issue 33): the owner's offers, live and paged, with their
 * counts and actions; the "New offer" form; and the offers redeemed today.
 */
export function OwnerOffers({ ownerId, samples }: OwnerOffersProps) {
  const { t } = useTranslation('offers');
  const now = useNow(60_000);
  const { offers, sending, ending, errors, create, send, end } = useOwnerOffers(ownerId);
  const [formOpen, setFormOpen] = useState(false);
  const items = offers.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <TitledCard
        title={t('owner.title')}
        aside={
          !formOpen && (
            <Button
              onClick={() => setFormOpen(true)}
              onPointerEnter={OfferForm.prefetch}
              onFocus={OfferForm.prefetch}
              disabled={!!sending}
            >
              {t('owner.newOffer')}
            </Button>
          )
        }
      >
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('owner.intro')}</p>
        {formOpen && (
          <Suspense fallback={<SkeletonRows count={3} />}>
            <OfferForm
              now={now}
              preview={async (who) => (await audience()).audiencePreview(ownerId, who)}
              // The data layer's upload reports no progress (yet): the form shows a spinner meanwhile.
              uploadPhoto={async (file, onProgress) =>
                (await photos()).uploadOfferPhoto(ownerId, file, onProgress)
              }
              // A photo left behind is only a stray file: its deletion's failure is not the owner's concern.
              discardPhoto={(url) =>
                void photos()
                  .then((m) => m.deleteOfferPhoto(url))
                  .catch(() => {})
              }
              onSubmit={async (draft, photoURL) => {
                await create(draft, photoURL);
                setFormOpen(false);
              }}
              onCancel={() => setFormOpen(false)}
            />
          </Suspense>
        )}
        {offers.error ? (
          <ErrorState message={offers.error} onRetry={offers.retry} />
        ) : offers.loading ? (
          <SkeletonRows count={3} label={t('owner.loading')} />
        ) : items.length === 0 ? (
          <EmptyState title={t('owner.emptyTitle')} description={t('owner.emptyDescription')} />
        ) : (
          <>
            <ul aria-label={t('owner.title')} className="flex flex-col gap-3">
              {items.map((offer) => (
                <OwnerOfferCard
                  key={offer.id}
                  offer={offer}
                  now={now}
                  progress={sending?.offerId === offer.id ? sending : null}
                  canResume={!sending}
                  error={errors[offer.id] ?? null}
                  ending={ending.has(offer.id)}
                  onEnd={() => void end(offer.id)}
                  onResume={() => void send(offer.id, offer.audienceSize)}
                />
              ))}
            </ul>
            <LoadOlder pages={offers} what={t('owner.what')} />
          </>
        )}
      </TitledCard>
      {!offers.loading && !offers.error && items.length === 0 && samples}
      <RedeemedToday ownerId={ownerId} startOfToday={startOfDay(now)} />
    </div>
  );
}
