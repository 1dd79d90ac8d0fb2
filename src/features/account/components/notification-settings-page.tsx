import { PageTitle } from '@/components/ui/page-title';

// Stub (issue 21, notification preferences): a switch for each kind.
export function NotificationSettingsPage() {
  return (
    <section className="flex flex-col gap-4 pb-6">
      <PageTitle>Notifications</PageTitle>
    </section>
  );
}
