import { ComingSoon } from '@/components/ui/coming-soon';

/** Elite Group: placeholder until its issue lands (the route already points here). */
export function GroupPage() {
  return <ComingSoon title="Elite Group" />;
}
