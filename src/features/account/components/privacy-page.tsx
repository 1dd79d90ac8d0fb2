import { PageTitle } from '@/components/ui/page-title';
import { BlockedUsersCount, BlockedUsersSection } from '@/social/components/blocked-users-section';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';

/** The spec's settings that stay as it states them (Blocked Users is real: decision 0030). */
const STATIC_BEFORE = [
  { label: 'Profile Visibility', value: 'Public' },
  { label: 'Who Can Follow You', value: 'Everyone' },
  { label: 'Points Visibility', value: 'Friends Only' },
  { label: 'Activity Status', value: 'On' },
] as const;
const STATIC_AFTER = [{ label: 'Hidden Content', value: '2' }] as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3.5">
      <dt className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{label}</dt>
      <dd className="text-right text-sm text-zinc-500 dark:text-zinc-400">{children}</dd>
    </div>
  );
}

/**
 * Privacy Settings (/privacy): the spec's list, with the real number of blocked users, then the
 * blocked users (unblock), Download my data and Delete account.
 */
export function PrivacyPage() {
  return (
    <section className="flex flex-col gap-6 pb-6">
      <PageTitle>Privacy Settings</PageTitle>
      <dl className="mx-4 divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
        {STATIC_BEFORE.map(({ label, value }) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
        <Row label="Blocked Users">
          <BlockedUsersCount />
        </Row>
        {STATIC_AFTER.map(({ label, value }) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
      </dl>
      <BlockedUsersSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </section>
  );
}
