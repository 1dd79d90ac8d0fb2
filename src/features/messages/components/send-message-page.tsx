import { ComingSoon } from '@/components/ui/coming-soon';

/** New message: placeholder until its issue lands (the route already points here). */
export function SendMessagePage() {
  return <ComingSoon title="New message" />;
}
