import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { PhotoGrid, PlaceCover, PlaceDetail, WebsiteLink } from '@/components/ui/place-details';
import { formatCount } from '@/i18n/format';
import { STORED_NOT_SPECIFIED, storedWelcome, type RestaurantForm } from '../model/profile-form';

interface RestaurantHeaderProps {
  /** `images`: the owner's photos, the first one is the header image. */
  profile: RestaurantForm & { rating: number; reviews: number; images?: readonly string[] };
  /** The rating is still on its way: a placeholder holds its place. */
  ratingLoading?: boolean;
  action: ReactNode;
}

/**
 * View mode (spec section 2): header image (the first photo), name, rating, reviews, cuisine, price,
 * address, hours, phone, and the other photos.
 */
export function RestaurantHeader({ profile, ratingLoading = false, action }: RestaurantHeaderProps) {
  const { t } = useTranslation('restaurant');
  // A profile made from a bill stores English defaults (every reader sees them): shown in the reader's language.
  const shown = (value: string) => (value === STORED_NOT_SPECIFIED ? t('header.notSpecified') : value);
  const description =
    profile.description === storedWelcome(profile.name)
      ? t('header.welcome', { name: profile.name })
      : profile.description;
  const website = profile.website.trim();
  const [headerImage, ...morePhotos] = profile.images ?? [];
  return (
    <header className="overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <PlaceCover src={headerImage} alt={t('header.headerPhotoAlt', { name: profile.name })} />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-bold break-words text-zinc-900 dark:text-zinc-50">{profile.name}</h1>
            {/* A <div>, not a <p>: the rating's placeholder is a <div>, which a <p> may not hold. The
                rating and reviews have a line of their own: beside the cuisine and price, their text
                wrapped the line where their placeholder had not, and moved the page (decision 0053). */}
            <div className="mt-1 flex min-h-5 flex-wrap items-center gap-x-2 text-sm text-zinc-600 dark:text-zinc-300">
              {ratingLoading ? (
                <Skeleton className="h-4 w-24" />
              ) : (
                <>
                  <span role="img" aria-label={t('header.ratingLabel', { rating: profile.rating })}>
                    <span aria-hidden="true" className="text-amber-500">
                      ★
                    </span>{' '}
                    {t('header.rating', { rating: profile.rating })}
                  </span>
                  <span>
                    {t('header.reviews', { count: profile.reviews, n: formatCount(profile.reviews) })}
                  </span>
                </>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-600 dark:text-zinc-300">
              <span>{shown(profile.cuisine)}</span>
              <span aria-hidden="true">·</span>
              <span role="img" aria-label={t('header.priceRangeLabel', { range: profile.priceRange })}>
                {profile.priceRange}
              </span>
            </div>
          </div>
          {action}
        </div>
        {description && <p className="text-sm text-zinc-700 dark:text-zinc-300">{description}</p>}
        <dl className="grid gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <PlaceDetail icon="pin" label={t('header.address')}>
            {profile.address}
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
        </dl>
        <PhotoGrid
          urls={morePhotos}
          label={t('header.photos')}
          altOf={(n) => t('header.photoAlt', { n: formatCount(n), name: profile.name })}
        />
      </div>
    </header>
  );
}
