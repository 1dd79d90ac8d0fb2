import { ComingSoon } from '@/components/ui/coming-soon';

/** Notifications: placeholder until its issue lands (the route already points here). */
export function NotificationsPage() {
  return <ComingSoon title="Notifications" />;
}
