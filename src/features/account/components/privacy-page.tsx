import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { formatCount } from '@/i18n/format';
import { BlockedUsersSection } from './blocked-users-section';
import { useBlockedUsers } from '@/social/hooks/use-blocked-users';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { usePrivacyFacts } from '../hooks/use-privacy-facts';
import { privacyLines, type PrivacyLine } from '../model/privacy-facts';

/** The number of users the signed-in user blocks, in the language's digits ('…' until it is read). */
function BlockedUsersCount() {
  const { blocked, loaded } = useBlockedUsers();
  return <>{loaded ? formatCount(blocked.length) : '…'}</>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3.5">
      <dt className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{label}</dt>
      <dd className="text-right text-sm text-zinc-500 dark:text-zinc-400">{children}</dd>
    </div>
  );
}

/** The spec's lines, each saying what holds for me (model/privacy-facts.ts), Blocked Users fifth. */
function PrivacyLines() {
  const { t } = useTranslation('account');
  const { data, error } = usePrivacyFacts();
  const lines = privacyLines(data ?? null);
  const value = (key: PrivacyLine['value']) => (key ? t(key) : error ? t('privacy.unknown') : '…');
  const row = (i: number) => (
    <Row key={lines[i]!.setting} label={t(`privacy.${lines[i]!.setting}.label`)}>
      {value(lines[i]!.value)}
    </Row>
  );
  return (
    <>
      {[0, 1, 2, 3].map(row)}
      <Row label={t('privacy.blockedUsers.label')}>
        <BlockedUsersCount />
      </Row>
      {row(4)}
    </>
  );
}

/**
 * Privacy Settings (/privacy): the spec's list, each line true for me (issue 43), then the
 * settings other features own (`children`, composed by the app layer: "Show me among a restaurant's
 * diners", decision 0040), the blocked users (unblock), Download my data and Delete account.
 */
export function PrivacyPage({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <section className="flex flex-col gap-6 pb-6">
      <PageTitle>{t('privacy.title')}</PageTitle>
      <dl className="mx-4 divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
        <PrivacyLines />
      </dl>
      {children}
      <BlockedUsersSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </section>
  );
}
