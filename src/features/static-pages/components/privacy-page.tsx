import { StaticPageLayout } from './static-page-layout';

export const PRIVACY_SETTINGS: readonly { label: string; value: string }[] = [
  { label: 'Profile Visibility', value: 'Public' },
  { label: 'Who Can Follow You', value: 'Everyone' },
  { label: 'Points Visibility', value: 'Friends Only' },
  { label: 'Activity Status', value: 'On' },
  { label: 'Blocked Users', value: '0' },
  { label: 'Hidden Content', value: '2' },
];

export function PrivacyPage() {
  return (
    <StaticPageLayout title="Privacy Settings">
      <dl className="divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
        {PRIVACY_SETTINGS.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-4 px-4 py-3.5">
            <dt className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{label}</dt>
            <dd className="text-right text-sm text-zinc-500 dark:text-zinc-400">{value}</dd>
          </div>
        ))}
      </dl>
    </StaticPageLayout>
  );
}
