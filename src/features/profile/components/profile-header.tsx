import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import type { UserRecord } from '@/domain/user-record';
import { formatCount } from '@/i18n/format';
import { counterLabel, counterText, shownBio, type FollowListKind } from '../model';
import { SocialLinks } from './social-links';

interface ProfileHeaderProps {
  user: UserRecord;
  onOpenList: (kind: FollowListKind) => void;
  /** Follow / message / send buttons, between the counters and the point tiles. */
  actions?: ReactNode;
}

const HEADER_CLASS = 'flex w-full flex-col items-center gap-3 px-4 pt-6 text-center';
const NAME_CLASS = 'max-w-full truncate text-2xl font-bold text-zinc-900 dark:text-zinc-50';
const PHOTO_SIZE = 96;

/** Avatar, name, bio, social icons, the two counters (each opens its list) and the point tiles. */
export function ProfileHeader({ user, onOpenList, actions }: ProfileHeaderProps) {
  const { t } = useTranslation('profile');
  const bio = shownBio(user.bio, user.username);
  return (
    <section aria-labelledby="profile-username" className={HEADER_CLASS}>
      <Avatar
        src={user.photoURL}
        seed={user.uid}
        alt={t('header.photoAlt', { username: user.username })}
        size={PHOTO_SIZE}
        priority
      />
      <h1 id="profile-username" className={NAME_CLASS}>
        {user.username}
      </h1>
      <p
        className={`max-w-md text-sm break-words whitespace-pre-line ${
          bio ? 'text-zinc-700 dark:text-zinc-300' : 'text-zinc-500 italic dark:text-zinc-400'
        }`}
      >
        {bio || t('header.noBio')}
      </p>
      <SocialLinks links={user.socialLinks} username={user.username} />
      <div className="grid w-full max-w-sm grid-cols-2 gap-3">
        {(['followers', 'following'] as const).map((kind) => {
          const n = kind === 'followers' ? user.followers : user.following;
          return (
            <button
              key={kind}
              type="button"
              onClick={() => onOpenList(kind)}
              aria-label={counterText(kind, n)}
              aria-haspopup="dialog"
              className="flex min-h-14 flex-col items-center justify-center rounded-2xl border border-zinc-200 bg-white px-3 py-2 hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <span className="text-lg font-bold text-zinc-900 dark:text-zinc-50">{formatCount(n)}</span>
              <span className="text-xs text-zinc-500 dark:text-zinc-400">{counterLabel(kind, n)}</span>
            </button>
          );
        })}
      </div>
      {actions}
      <dl className="grid w-full max-w-sm grid-cols-2 gap-3">
        <div className="rounded-2xl bg-amber-100 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          <dt className="text-xs font-medium tracking-wide uppercase">{t('header.goldPoints')}</dt>
          <dd className="text-2xl font-extrabold">{formatCount(user.goldPoints)}</dd>
        </div>
        <div className="rounded-2xl bg-zinc-200 p-3 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100">
          <dt className="text-xs font-medium tracking-wide uppercase">{t('header.silverPoints')}</dt>
          <dd className="text-2xl font-extrabold">{formatCount(user.silverPoints)}</dd>
        </div>
        <div className="col-span-2 rounded-2xl bg-emerald-100 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <dt className="text-xs font-medium tracking-wide uppercase">{t('header.verifiedGold')}</dt>
          <dd className="text-2xl font-extrabold">{formatCount(user.verifiedGold ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Where the header puts the photo and the name, empty: /profile/me's frame in index.html
 * (src/app/prerender/frames.tsx). The early script fills in the name and, from the template below, the
 * photo of the record this device last saw (src/app/first-paint/paint-profile.ts).
 */
export function ProfileHeaderFrame() {
  return (
    <section aria-busy="true" className={HEADER_CLASS}>
      <div
        data-avatar
        aria-hidden="true"
        className="shrink-0 rounded-full bg-zinc-200 dark:bg-zinc-800"
        style={{ width: PHOTO_SIZE, height: PHOTO_SIZE }}
      />
      <h1 className={NAME_CLASS} />
    </section>
  );
}

/** Where the name goes in the template photo's text alternative. */
export const PHOTO_ALT_NAME = '{username}';

/**
 * The header's photo, with a stand-in address and name: the early script sets both. Its alt is the
 * header's in the HTML's language, with PHOTO_ALT_NAME where the name goes.
 */
export function ProfilePhotoTemplate() {
  const { t } = useTranslation('profile');
  return (
    <Avatar
      src="https://example.invalid/photo.jpg"
      seed=""
      alt={t('header.photoAlt', { username: PHOTO_ALT_NAME })}
      size={PHOTO_SIZE}
      priority
    />
  );
}
