import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { SkeletonRows } from '@/components/ui/skeleton';
import { RestaurantProfilePage } from '@/features/owner-dashboard/components/restaurant-profile-page';

// The offers' screen is its own chunk, fetched when the owner opens the Marketing tab.
const OwnerOffers = lazyComponent(() =>
  import('@/features/offers/components/owner-offers').then((m) => m.OwnerOffers),
);
// Opened on the Marketing tab (the router asked for its chunk with the dashboard's): in before the first
// render, which then draws the offers' intro instead of a placeholder (decision 0062).
if (/[?&]tab=marketing\b/.test(window.location.search)) OwnerOffers.prefetch();

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
