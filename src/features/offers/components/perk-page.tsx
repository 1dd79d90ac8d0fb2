import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { PATHS } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { redeemPerk } from '../api/perk-writes';
import { useNow } from '../hooks/use-now';
import { usePerk } from '../hooks/use-perks';
import { PerkView } from './perk-view';

/** /perks/{offerId}: my copy of one offer, live, with "Use now" while it is valid. */
export function PerkPage() {
  const { t } = useTranslation('perks');
  const { offerId } = useParams();
  const uid = useAuthStore((s) => s.uid);
  const username = useAuthStore((s) => s.user?.username ?? '');
  const perk = usePerk(offerId, uid);
  const now = useNow(30_000);
  return (
    <section className="flex flex-col gap-3 pb-6">
      <PageTitle>{t('perks.title')}</PageTitle>
      <Link
        to={PATHS.perks}
        className="mx-4 self-start text-sm font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
      >
        {t('perk.back')}
      </Link>
      {perk.error ? (
        <ErrorState message={perk.error} onRetry={perk.retry} />
      ) : perk.loading || !uid ? (
        <SkeletonRows count={3} label={t('perk.loading')} />
      ) : !perk.data ? (
        <EmptyState icon="🎁" title={t('perk.notFound')} />
      ) : (
        <PerkView
          perk={perk.data}
          username={username}
          now={now}
          redeem={() => redeemPerk(perk.data!.offerId, uid)}
        />
      )}
    </section>
  );
}
