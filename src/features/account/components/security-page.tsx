import { PageTitle } from '@/components/ui/page-title';

// Stub (issue 21, security): change the password and the e-mail address.
export function SecurityPage() {
  return (
    <section className="flex flex-col gap-4 pb-6">
      <PageTitle>Security</PageTitle>
    </section>
  );
}
