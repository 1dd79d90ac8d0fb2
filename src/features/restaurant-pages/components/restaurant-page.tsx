import { Suspense, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { lazyComponent } from '@/components/ui/lazy-component';
import { SkeletonRows } from '@/components/ui/skeleton';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { PATHS } from '@/domain/paths';
import { toRestaurantPage } from '@/domain/restaurant-page';
import { useOwnRecord } from '@/hooks/use-own-record';
import { loadI18nBundle } from '@/i18n/i18n';
import { earlyRestaurant, forgetEarlyRestaurant } from '../api/prefetched-restaurant';
import { useRestaurantOwner } from '../hooks/use-restaurant-owner';
import { useRestaurantPage } from '../hooks/use-restaurant-page';
import { RatingSummary } from './rating-summary';
import { WantToTryButton } from './want-to-try-button';
import { FollowedDiners, TopDiners } from './restaurant-diners';
import { RestaurantPageHeader } from './restaurant-page-header';
import { PlaceSection } from './place-section';

// The popular dishes, reviews and photos sit below the fold: their code (the review form, the items'
// menus, the photo grid) and their reads start as they come near the viewport (decision 0061), and so do
// the items' menus' texts, the only `social` ones on the page (decision 0063).
const BelowFold = lazyComponent(() =>
  Promise.all([import('./restaurant-below-fold'), loadI18nBundle('social')]).then(
    ([m]) => m.RestaurantBelowFold,
  ),
);
const BELOW_FOLD_MARGIN = '200px';

const FRAME = 'mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pb-8';

/**
 * /restaurants/{restaurantKey} (issue 32, decision 0038): the restaurant's name and, when claimed, its
 * owner's profile; the rating from verified diners; how many diners and bills; the people I follow who
 * ate there; the top diners; the reviews. Every figure is a counter on the page document or a bounded
 * query, so the reads stay the same however many bills the restaurant has.
 */
export function RestaurantPage() {
  const { t } = useTranslation('restaurants');
  const { restaurantKey = '' } = useParams();
  // While the SDKs answer, the remembered own record says who I am (the page is optimistic: 0062).
  const { uid } = useOwnRecord();
  const key = restaurantKey || null;
  // The page's early script may have read the restaurant already: the first render waits for it a
  // little and draws the restaurant from it, before the SDK has arrived (decision 0062).
  const early = earlyRestaurant(restaurantKey);
  const answered = early ? use(early) : undefined;
  const [first] = useState(() => ({ restaurantKey, arrived: answered }));
  const fromHtml = first.restaurantKey === restaurantKey ? first.arrived : undefined;
  useEffect(forgetEarlyRestaurant, []);
  const live = useRestaurantPage(key);
  const fetched = useRestaurantOwner(key);
  const page = live.loading && fromHtml ? { ...live, loading: false, data: fromHtml.page } : live;
  const owner = fetched.loading && fromHtml ? { ...fetched, loading: false, data: fromHtml.owner } : fetched;
  const profile = owner.data?.profile ?? null;

  if (page.loading || owner.loading) {
    return (
      <div className={FRAME}>
        <div className="-mx-4">
          <PageTitle>{t('page.title')}</PageTitle>
        </div>
        <SkeletonRows count={4} label={t('page.loading')} />
      </div>
    );
  }
  const error = page.error ?? owner.error;
  if (error || (!page.data && !profile)) {
    return (
      <div className={FRAME}>
        <div className="-mx-4">
          <PageTitle>{t('page.title')}</PageTitle>
        </div>
        {error ? (
          <ErrorState message={error} onRetry={page.error ? page.retry : owner.retry} />
        ) : (
          // No bill has named this restaurant (and nobody claimed it): a page to come, not a blank one.
          <EmptyState
            title={t('page.notFoundTitle')}
            description={t('page.notFoundDescription')}
            icon="🍽️"
            back={{ to: PATHS.home, label: t('page.backHome') }}
          />
        )}
      </div>
    );
  }

  // A claimed restaurant without bills yet still shows its owner's profile, with zero counts.
  const data = page.data ?? toRestaurantPage(restaurantKey, {});
  const name = profile?.name || data.name;
  return (
    <div className={FRAME}>
      <div className="-mx-4">
        <PageTitle>{name}</PageTitle>
      </div>
      <RestaurantPageHeader
        name={name}
        page={data}
        profile={profile}
        action={<WantToTryButton page={data} />}
      />
      <PlaceSection name={name} address={profile?.address || data.address} place={data.place} />
      <RatingSummary page={data} />
      {uid && <FollowedDiners restaurantKey={restaurantKey} uid={uid} />}
      <TopDiners restaurantKey={restaurantKey} />
      <WhenNearViewport
        minHeight={640}
        margin={BELOW_FOLD_MARGIN}
        placeholder={<SkeletonRows still count={4} />}
      >
        <Suspense fallback={<SkeletonRows still count={4} />}>
          <BelowFold restaurantKey={restaurantKey} page={data} ownerId={owner.data?.ownerId ?? null} />
        </Suspense>
      </WhenNearViewport>
    </div>
  );
}
