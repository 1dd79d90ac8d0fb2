import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PATHS } from '@/domain/paths';
import type { UserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { useFollowStatus } from '../hooks/use-follow-status';
import { useFollowToggle } from '../hooks/use-follow-toggle';
import { useCommittedValue } from '@/hooks/use-committed-value';
import { useProfileUser } from '../hooks/use-profile-user';
import { ME, type FollowListKind } from '../model';
import { FollowActions } from './follow-actions';
import { ProfileMenu } from './profile-menu';
import { useBlockedUsers } from '@/social/hooks/use-blocked-users';
import { OwnProfileActions } from './own-profile-actions';
import { ProfileHeader, ProfileHeaderFrame } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';

const PAGE_CLASS = 'flex flex-col items-center gap-4 pb-6';

/** /profile/{username} and /profile/me (spec section 2, Profile screen). */
export function ProfilePage() {
  const { username = ME } = useParams();
  const { t } = useTranslation('profile');
  const meUid = useAuthStore((s) => s.uid);
  const { data: user, loading, error, retry } = useProfileUser(username);

  if (loading) return <ProfileSkeleton />;
  if (error === t('errors.userNotFound')) {
    return (
      <EmptyState
        title={t('errors.userNotFound')}
        icon="🔍"
        back={{ to: PATHS.home, label: t('page.backToLeaderboard') }}
      />
    );
  }
  if (error || !user) return <ErrorState message={error ?? t('errors.fetchUser')} onRetry={retry} />;
  // Keyed by user: open modals and a follow error do not carry over to the next profile. /profile/me is
  // one's own even while Auth is still answering (uid unknown, the remembered record on screen).
  const isOwn = username === ME || user.uid === meUid;
  return <ProfileContent key={user.uid} user={user} meUid={meUid} isOwn={isOwn} />;
}

type OpenModal = FollowListKind | 'bills' | 'transfers' | null;

// The lists open in dialogs, on a tap: their code loads then (decision 0053).
const FollowListModal = lazyComponent(() => import('./follow-list-modal').then((m) => m.FollowListModal));
const BillsModal = lazyComponent(() => import('./bills-modal').then((m) => m.BillsModal));
const TransferHistoryModal = lazyComponent(() =>
  import('./transfer-history-modal').then((m) => m.TransferHistoryModal),
);

function ProfileContent({ user, meUid, isOwn }: { user: UserRecord; meUid: string | null; isOwn: boolean }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);

  return (
    <div className={PAGE_CLASS}>
      <ProfileHeader
        user={user}
        onOpenList={setOpen}
        actions={isOwn ? <OwnProfileActions user={user} /> : <OtherUserActions meUid={meUid} user={user} />}
      />
      <div className="flex w-full max-w-sm flex-col gap-2 px-4">
        <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setOpen('bills')}>
          {t('page.spendingHistory')}
        </Button>
        {isOwn && (
          <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setOpen('transfers')}>
            {t('page.silverHistory')}
          </Button>
        )}
        {isOwn && (
          // My private bookmarks (decision 0040): their own page, in the restaurants feature.
          <Link to={PATHS.wantToTry} className={`${buttonClass('secondary')} w-full`}>
            {t('page.wantToTry')}
          </Link>
        )}
      </div>
      <Suspense fallback={null}>
        {(open === 'followers' || open === 'following') && (
          <FollowListModal uid={user.uid} kind={open} onClose={close} />
        )}
        {open === 'bills' && <BillsModal uid={user.uid} onClose={close} />}
        {open === 'transfers' && isOwn && <TransferHistoryModal uid={user.uid} onClose={close} />}
      </Suspense>
    </div>
  );
}

function OtherUserActions({ meUid, user }: { meUid: string | null; user: UserRecord }) {
  const status = useFollowStatus(meUid, user.uid);
  const { busy, error, toggle } = useFollowToggle(meUid, user.uid);
  // The follow's echo can come seconds after its commit on a busy device (the counters came first).
  const { shown: following, commit } = useCommittedValue(status.data);
  const blocks = useBlockedUsers();
  return (
    <>
      <FollowActions
        username={user.username}
        following={following}
        busy={busy}
        // A failed follow-state listener leaves the button disabled; say why.
        error={error ?? status.error}
        onToggle={(was) => void toggle(was).then((done) => done && commit(!was, was))}
      />
      {meUid && (
        <ProfileMenu
          meUid={meUid}
          userId={user.uid}
          username={user.username}
          blocked={blocks.ids.has(user.uid)}
        />
      )}
    </>
  );
}

/** /profile/me's frame for a device that signed in before (src/app/prerender/frames.tsx). */
export function OwnProfileFrame() {
  return (
    <div className={PAGE_CLASS}>
      <ProfileHeaderFrame />
    </div>
  );
}
