import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadOlder } from '@/components/ui/load-older';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { PATHS } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useNow } from '../hooks/use-now';
import { useMyPerks } from '../hooks/use-perks';
import { PerksList } from './perks-list';

/** /perks: the offers restaurants sent me, valid ones first, each opening its page. */
export function PerksPage() {
  const { t } = useTranslation('perks');
  const uid = useAuthStore((s) => s.uid);
  const perks = useMyPerks(uid);
  const now = useNow(60_000);
  const items = perks.data ?? [];
  return (
    <section className="flex flex-col gap-3 pb-6">
      <PageTitle>{t('perks.title')}</PageTitle>
      <p className="mx-4 text-sm text-zinc-600 dark:text-zinc-400">{t('perks.intro')}</p>
      {perks.error ? (
        <ErrorState message={perks.error} onRetry={perks.retry} />
      ) : perks.loading || !uid ? (
        <SkeletonRows count={3} label={t('perks.loading')} />
      ) : items.length === 0 ? (
        <EmptyState
          icon="🎁"
          title={t('perks.empty')}
          description={t('perks.emptyHint')}
          back={{ to: PATHS.scan, label: t('perks.scan') }}
        />
      ) : (
        <>
          <PerksList perks={items} now={now} />
          <LoadOlder pages={perks} what={t('perks.what')} />
        </>
      )}
    </section>
  );
}
