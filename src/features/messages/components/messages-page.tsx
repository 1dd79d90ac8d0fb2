import { ComingSoon } from '@/components/ui/coming-soon';

/** Messages: placeholder until its issue lands (the route already points here). */
export function MessagesPage() {
  return <ComingSoon title="Messages" />;
}
