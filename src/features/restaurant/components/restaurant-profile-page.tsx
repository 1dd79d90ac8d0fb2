import { ComingSoon } from '@/components/ui/coming-soon';

/** Restaurant Profile: placeholder until its issue lands (the route already points here). */
export function RestaurantProfilePage() {
  return <ComingSoon title="Restaurant Profile" />;
}
