import { Icon } from '@/components/ui/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { formatCount, formatPoints } from '@/i18n/format';
import { PATHS, groupSettingsPath } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useGroup } from '../hooks/use-group';
import { GROUP_TABS, isMemberRole, roleIn, type EliteGroup, type GroupTab, type Role } from '../model/group';
import { GroupChat } from './group-chat';
import { GroupEvents } from './group-events';
import { GroupImage } from './group-image';
import { GroupMembers } from './group-members';
import { InviteBanner } from './invite-banner';
import { InviteDialog } from './invite-dialog';

/** Group detail (spec section 2): hero, creator actions, an invite to answer, tabs chat/members/events. */
export function GroupPage() {
  const { t } = useTranslation('groups');
  const { id } = useParams();
  const uid = useAuthStore((s) => s.uid);
  const { data: group, loading, error, retry, notFound } = useGroup(id);
  const [tab, setTab] = useState<GroupTab>('chat');

  if (loading) {
    return (
      <div role="status" aria-label={t('page.loading')}>
        <Skeleton className="h-48 w-full rounded-none" />
        <SkeletonRows count={3} label="" />
      </div>
    );
  }
  if (notFound) {
    return (
      <EmptyState
        title={t('errors.notFound')}
        icon={<Icon name="search" size={40} />}
        back={{ to: PATHS.home, label: t('page.backToLeaderboard') }}
      />
    );
  }
  if (error || !group) return <ErrorState message={error ?? t('errors.fetchGroup')} onRetry={retry} />;

  const role = roleIn(group, uid);
  return (
    <article aria-labelledby="group-name" className="pb-8">
      <GroupHero group={group} role={role} />
      {role === 'invited' && uid && <InviteBanner group={group} uid={uid} />}
      <div
        role="tablist"
        aria-label={t('page.sections')}
        className="mx-4 mt-4 flex rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800"
      >
        {GROUP_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            onClick={() => setTab(value)}
            className={`min-h-10 flex-1 rounded-lg text-sm font-semibold ${
              tab === value
                ? 'bg-white text-zinc-900 shadow dark:bg-zinc-950 dark:text-zinc-50'
                : 'text-zinc-600 dark:text-zinc-400'
            }`}
          >
            {t(`page.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="px-4 pt-4">
        {tab === 'chat' && <GroupChat group={group} role={role} uid={uid} />}
        {tab === 'members' && <GroupMembers group={group} role={role} uid={uid} />}
        {tab === 'events' && <GroupEvents groupId={group.id} role={role} uid={uid} />}
      </div>
    </article>
  );
}

function GroupHero({ group, role }: { group: EliteGroup; role: Role }) {
  const { t } = useTranslation('groups');
  const [inviting, setInviting] = useState(false);
  return (
    <header>
      <GroupImage src={group.image} name={group.name} className="h-48 w-full" />
      <div className="flex flex-col gap-2 px-4 pt-4">
        <h1 id="group-name" className="text-2xl font-bold text-zinc-900 dark:text-zinc-50">
          {group.name}
        </h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {group.region}, {group.city}
        </p>
        {group.description && <p className="text-sm text-zinc-800 dark:text-zinc-200">{group.description}</p>}
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{t('page.members')}</dt>
            <dd className="text-lg font-bold" data-testid="group-members-count">
              {formatCount(group.totalUsers)}
            </dd>
          </div>
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{t('page.totalPoints')}</dt>
            <dd
              className="text-lg font-bold text-amber-700 dark:text-amber-400"
              data-testid="group-total-points"
            >
              {formatPoints(group.totalPoints)}
            </dd>
          </div>
        </dl>
        {role === 'creator' && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setInviting(true)}>{t('page.inviteMembers')}</Button>
            <Link to={groupSettingsPath(group.id)} className={buttonClass('secondary')}>
              {t('page.settings')}
            </Link>
          </div>
        )}
        {isMemberRole(role) && role !== 'creator' && (
          <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
            {t('page.youAreMember')}
          </p>
        )}
      </div>
      {inviting && <InviteDialog group={group} onClose={() => setInviting(false)} />}
    </header>
  );
}
