import { PageTitle } from '@/components/ui/page-title';

// Placeholder: being built.
export function ProfilePage() {
  return <PageTitle>Profile</PageTitle>;
}
