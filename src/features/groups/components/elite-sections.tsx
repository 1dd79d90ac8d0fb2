import { Icon } from '@/components/ui/icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatCount, formatPoints } from '@/i18n/format';
import { PATHS, groupPath } from '@/domain/paths';
import { useTopGroups } from '../hooks/use-top-groups';
import type { EliteGroup } from '../model/group';
import { EliteCitiesSection } from './elite-cities';
import { GroupImage } from './group-image';

/** The leaderboard's Elite Cities and Elite Groups sections (spec sections 2 and 3). */
export function EliteSections() {
  return (
    <div className="flex flex-col gap-6 px-4 pt-6 pb-8">
      <EliteCitiesSection />
      <EliteGroupsSection />
    </div>
  );
}

function SectionTitle({ id, children, action }: { id: string; children: string; action?: React.ReactNode }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h2 id={id} className="text-lg font-bold text-zinc-900 dark:text-zinc-50">
        {children}
      </h2>
      {action}
    </div>
  );
}

function EliteGroupsSection() {
  const { t } = useTranslation('elite');
  const { data, loading, error, retry } = useTopGroups();
  return (
    <section aria-labelledby="elite-groups-title">
      <SectionTitle
        id="elite-groups-title"
        action={
          <Link to={PATHS.newGroup} className={buttonClass()}>
            {t('groups.newGroup')}
          </Link>
        }
      >
        {t('groups.title')}
      </SectionTitle>
      {loading ? (
        <SkeletonRows count={3} label={t('groups.loading')} />
      ) : error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : !data || data.length === 0 ? (
        <EmptyState
          title={t('groups.empty.title')}
          description={t('groups.empty.description')}
          icon={<Icon name="crown" size={40} />}
        />
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('groups.list')}>
          {data.map((g) => (
            <GroupCard key={g.id} group={g} />
          ))}
        </ol>
      )}
    </section>
  );
}

function GroupCard({ group }: { group: EliteGroup }) {
  const { t } = useTranslation('elite');
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
      <GroupImage src={group.image} name={group.name} className="h-14 w-14 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{group.name}</p>
        <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">
          {/* Spec section 2: the region name links to the group. */}
          <Link to={groupPath(group.id)} className="font-medium text-amber-700 underline dark:text-amber-400">
            {group.region}
          </Link>
          , {group.city}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {t('groups.members', { count: group.totalUsers, n: formatCount(group.totalUsers) })}
        </p>
      </div>
      <span className="text-right text-sm font-bold text-amber-700 dark:text-amber-400">
        {formatPoints(group.totalPoints)}
        <span className="block text-[10px] font-medium tracking-wide uppercase">
          {t('pointsUnit', { count: group.totalPoints })}
        </span>
      </span>
    </li>
  );
}
