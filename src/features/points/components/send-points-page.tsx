import { PageTitle } from '@/components/ui/page-title';

// Placeholder: being built.
export function SendPointsPage() {
  return <PageTitle>Send Silver Points</PageTitle>;
}
