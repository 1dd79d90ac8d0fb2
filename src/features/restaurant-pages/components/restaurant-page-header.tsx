import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoGrid, PlaceCover, PlaceDetail, WebsiteLink } from '@/components/ui/place-details';
import { verifiedShare, type RestaurantPage } from '@/domain/restaurant-page';
import type { RestaurantProfile } from '@/domain/user-record';
import { formatCount } from '@/i18n/format';

// What a profile made from a bill stores for the fields it could not read, and its greeting (the
// restaurant feature's model writes them in English for every reader): shown in the reader's language.
const STORED_NOT_SPECIFIED = 'Not specified';
const storedWelcome = (name: string) => `Welcome to ${name}`;

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
      <PlaceCover src={headerImage} alt={t('header.headerPhotoAlt', { name })} />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <ul className="flex min-w-0 flex-col gap-0.5 text-sm text-zinc-600 dark:text-zinc-300">
            <li>{t('header.diners', { count: page.dinerCount, n: formatCount(page.dinerCount) })}</li>
            <li>{t('header.bills', { count: page.billCount, n: formatCount(page.billCount) })}</li>
            {/* Decision 0046: the share the restaurant's till verified, public so that it can be judged. */}
            {page.verifiedBillCount > 0 && (
              <li className="text-emerald-800 dark:text-emerald-300">
                {t('header.verifiedBills', {
                  count: page.verifiedBillCount,
                  n: formatCount(page.verifiedBillCount),
                  share: verifiedShare(page) ?? 0,
                })}
              </li>
            )}
          </ul>
          {action}
        </div>
        {description && <p className="text-sm text-zinc-700 dark:text-zinc-300">{description}</p>}
        <dl className="grid gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <PlaceDetail icon="pin" label={t('header.address')}>
            {address}
          </PlaceDetail>
          {profile && (
            <>
              <PlaceDetail icon="forkKnife" label={t('header.cuisine')}>
                {shown(profile.cuisine)}
              </PlaceDetail>
              <PlaceDetail icon="dollar" label={t('header.priceRange')}>
                {profile.priceRange}
              </PlaceDetail>
              <PlaceDetail icon="clock" label={t('header.openingHours')}>
                {shown(profile.openingHours)}
              </PlaceDetail>
              <PlaceDetail icon="phone" label={t('header.phone')}>
                {shown(profile.phone)}
              </PlaceDetail>
              {website && (
                <PlaceDetail icon="globe" label={t('header.website')}>
                  <WebsiteLink website={website} />
                </PlaceDetail>
              )}
            </>
          )}
        </dl>
        <PhotoGrid
          urls={morePhotos}
          label={t('header.photos')}
          altOf={(n) => t('header.photoAlt', { n: formatCount(n), name: name })}
        />
      </div>
    </section>
  );
}
