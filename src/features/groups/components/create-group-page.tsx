import { ComingSoon } from '@/components/ui/coming-soon';

/** Create Elite Group: placeholder until its issue lands (the route already points here). */
export function CreateGroupPage() {
  return <ComingSoon title="Create Elite Group" />;
}
