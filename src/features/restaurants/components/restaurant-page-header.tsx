import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icons';
import type { RestaurantPage } from '@/domain/restaurant-page';
import type { RestaurantProfile } from '@/domain/user-record';
import { formatCount } from '@/i18n/format';

// What a profile made from a bill stores for the fields it could not read, and its greeting (the
// restaurant feature's model writes them in English for every reader): shown in the reader's language.
const STORED_NOT_SPECIFIED = 'Not specified';
const storedWelcome = (name: string) => `Welcome to ${name}`;
const isWebAddress = (url: string) => /^https?:\/\/\S+$/i.test(url);

interface RestaurantPageHeaderProps {
  name: string;
  page: RestaurantPage;
  /** The owner's public profile when the restaurant is claimed; null: built from its bills. */
  profile: RestaurantProfile | null;
  /** Beside the name (Want to try). */
  action?: ReactNode;
}

/**
 * The top of /restaurants/{key}: the owner's photos and details when claimed (spec section 2's profile
 * fields), else the most recent bill's name and address; and how many diners and bills the page counts.
 */
export function RestaurantPageHeader({ name, page, profile, action }: RestaurantPageHeaderProps) {
  const { t } = useTranslation('restaurants');
  const shown = (value: string) =>
    !value || value === STORED_NOT_SPECIFIED ? t('header.notSpecified') : value;
  const [headerImage, ...morePhotos] = profile?.images ?? [];
  const address = profile?.address || page.address;
  const description =
    profile && profile.description === storedWelcome(profile.name)
      ? t('header.welcome', { name })
      : profile?.description;
  const website = profile?.website.trim() ?? '';
  return (
    <section
      aria-label={t('header.details')}
      className="overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="relative h-32 bg-gradient-to-br from-amber-400 via-amber-500 to-orange-700">
        {headerImage ? (
          <img
            src={headerImage}
            alt={t('header.headerPhotoAlt', { name })}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center text-white/90">
            <Icon name="forkKnife" size={56} />
          </span>
        )}
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <ul className="flex min-w-0 flex-col gap-0.5 text-sm text-zinc-600 dark:text-zinc-300">
            <li>{t('header.diners', { count: page.dinerCount, n: formatCount(page.dinerCount) })}</li>
            <li>{t('header.bills', { count: page.billCount, n: formatCount(page.billCount) })}</li>
          </ul>
          {action}
        </div>
        {description && <p className="text-sm text-zinc-700 dark:text-zinc-300">{description}</p>}
        <dl className="grid gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <Detail icon="pin" label={t('header.address')}>
            {address}
          </Detail>
          {profile && (
            <>
              <Detail icon="forkKnife" label={t('header.cuisine')}>
                {shown(profile.cuisine)}
              </Detail>
              <Detail icon="dollar" label={t('header.priceRange')}>
                {profile.priceRange}
              </Detail>
              <Detail icon="clock" label={t('header.openingHours')}>
                {shown(profile.openingHours)}
              </Detail>
              <Detail icon="phone" label={t('header.phone')}>
                {shown(profile.phone)}
              </Detail>
              {website && (
                <Detail icon="globe" label={t('header.website')}>
                  {/* Only an http(s) address is a link: a `javascript:` href would run script. */}
                  {isWebAddress(website) ? (
                    <a
                      href={website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
                    >
                      {website}
                    </a>
                  ) : (
                    <span className="break-all">{website}</span>
                  )}
                </Detail>
              )}
            </>
          )}
        </dl>
        {morePhotos.length > 0 && (
          <ul aria-label={t('header.photos')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {morePhotos.map((url, i) => (
              <li key={url}>
                <img
                  src={url}
                  alt={t('header.photoAlt', { n: formatCount(i + 2), name })}
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full rounded-lg bg-zinc-200 object-cover dark:bg-zinc-800"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** One labelled detail: the icon shows, the label is for screen readers. */
function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0 pt-0.5 text-zinc-500 dark:text-zinc-400">
        <Icon name={icon} size={16} />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
