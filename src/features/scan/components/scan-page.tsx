import { PageTitle } from '@/components/ui/page-title';

// Placeholder: being built.
export function ScanPage() {
  return <PageTitle>Scan Receipt</PageTitle>;
}
