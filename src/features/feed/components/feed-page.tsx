import { ComingSoon } from '@/components/ui/coming-soon';

/** Feed: placeholder until its issue lands (the route already points here). */
export function FeedPage() {
  return <ComingSoon title="Feed" />;
}
