import { ComingSoon } from '@/components/ui/coming-soon';

/** Post: placeholder until its issue lands (the route already points here). */
export function PostPage() {
  return <ComingSoon title="Post" />;
}
