import { lazy, Suspense } from 'react';
import { SkeletonRows } from '@/components/ui/skeleton';
import { RestaurantProfilePage } from '@/features/owner-dashboard/components/restaurant-profile-page';

// The offers' screen is its own chunk, fetched when the owner opens the Marketing tab.
const OwnerOffers = lazy(() =>
  import('@/features/offers/components/owner-offers').then((m) => ({ default: m.OwnerOffers })),
);

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
