import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { PATHS } from '@/domain/paths';
import { toRestaurantPage } from '@/domain/restaurant-page';
import { useAuthStore } from '@/stores/auth-store';
import { useRestaurantOwner } from '../hooks/use-restaurant-owner';
import { useRestaurantPage } from '../hooks/use-restaurant-page';
import { RatingSummary } from './rating-summary';
import { ReviewsSection } from './reviews-section';
import { RestaurantPhotos } from './restaurant-photos';
import { WantToTryButton } from './want-to-try-button';
import { FollowedDiners, TopDiners } from './restaurant-diners';
import { RestaurantPageHeader } from './restaurant-page-header';
import { PopularDishes } from './popular-dishes';
import { PlaceSection } from './place-section';

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
  const uid = useAuthStore((s) => s.uid);
  const key = restaurantKey || null;
  const page = useRestaurantPage(key);
  const owner = useRestaurantOwner(key);
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
      <PopularDishes restaurantKey={restaurantKey} />
      <ReviewsSection page={data} ownerId={owner.data?.ownerId ?? null} />
      <RestaurantPhotos restaurantKey={restaurantKey} ownerId={owner.data?.ownerId ?? null} />
    </div>
  );
}
