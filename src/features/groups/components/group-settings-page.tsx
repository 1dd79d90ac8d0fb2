import { ComingSoon } from '@/components/ui/coming-soon';

/** Group Settings: placeholder until its issue lands (the route already points here). */
export function GroupSettingsPage() {
  return <ComingSoon title="Group Settings" />;
}
