import type { RestaurantPage } from '@/domain/restaurant-page';
import { PopularDishes } from './popular-dishes';
import { ReviewsSection } from './reviews-section';
import { RestaurantPhotos } from './restaurant-photos';

/**
 * The restaurant page's sections below the fold: its popular dishes, the reviews (with the diner's form)
 * and the photos. Their own chunk, which the page loads as they come near the viewport (decision 0061).
 */
export function RestaurantBelowFold({
  restaurantKey,
  page,
  ownerId,
}: {
  restaurantKey: string;
  page: RestaurantPage;
  ownerId: string | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      <PopularDishes restaurantKey={restaurantKey} />
      <ReviewsSection page={page} ownerId={ownerId} />
      <RestaurantPhotos restaurantKey={restaurantKey} ownerId={ownerId} />
    </div>
  );
}
