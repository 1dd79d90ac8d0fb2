import { lazy, Suspense } from 'react';
import { SkeletonRows } from '@/components/ui/skeleton';
import { PATHS } from '@/domain/paths';
import { RestaurantProfilePage } from '@/features/owner-dashboard/components/restaurant-profile-page';

// The offers' screen is its own chunk, fetched when the owner opens the Marketing tab. A dashboard opened
// on that tab (`?tab=marketing`) fetches it with its own chunk: waiting for the first render put a round
// trip before the tab's first paint (its LCP, decision 0059).
const loadOwnerOffers = () => import('@/features/offers/components/owner-offers');
const OwnerOffers = lazy(() => loadOwnerOffers().then((m) => ({ default: m.OwnerOffers })));
if (
  typeof location !== 'undefined' &&
  location.pathname === PATHS.restaurantProfile &&
  new URLSearchParams(location.search).get('tab') === 'marketing'
) {
  void loadOwnerOffers().catch(() => {}); // the tab's render asks again and shows the error
}

/**
 * /restaurant/profile: the restaurant feature's dashboard, its Marketing tab filled by the offers feature
 * (issue 33). Composed here, as features do not import each other.
 */
export function RestaurantProfileScreen() {
  return (
    <RestaurantProfilePage
      marketing={({ ownerId, samples }) => (
        <Suspense fallback={<SkeletonRows count={3} />}>
          <OwnerOffers ownerId={ownerId} samples={samples} />
        </Suspense>
      )}
    />
  );
}
