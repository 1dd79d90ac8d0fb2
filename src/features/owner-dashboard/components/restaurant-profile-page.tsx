import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { lazyComponent } from '@/components/ui/lazy-component';
import { SkeletonRows } from '@/components/ui/skeleton';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PATHS, restaurantPagePath } from '@/domain/paths';
import { loadI18nBundle } from '@/i18n/i18n';
import { useOwnRecord } from '@/hooks/use-own-record';
import { useToastStore } from '@/stores/toast-store';
import { useProfileRestaurantKey } from '../hooks/use-profile-restaurant-key';
import { useRestaurantBills } from '../hooks/use-restaurant-bills';
import { useRestaurantRating } from '../hooks/use-restaurant-rating';
import { useRestaurantStats } from '../hooks/use-restaurant-stats';
import { emptyForm, formFromProfile, type RestaurantForm as FormValues } from '../model/profile-form';
import type { ScannedRestaurant } from '../model/bill-scan';
import { tabOf, type TabId } from '../model/tabs';
import type { DashboardData } from './dashboard-tabs';
import { MarketingTab, type MarketingSlot } from './marketing-tab';
import type { ImagesControl } from './restaurant-form';
import { RestaurantHeader } from './restaurant-header';
import { RestaurantTabs } from './restaurant-tabs';

/** The form's bill scan: the shared vision client, loaded only when an owner scans. */
async function scanBill(file: File): Promise<ScannedRestaurant> {
  const { scanRestaurantFromBill } = await import('../api/scan-restaurant-from-bill');
  return scanRestaurantFromBill(file);
}

// The form's writes (the save, the photos' upload with Storage) load as the form opens, not with the
// dashboard; the service worker precaches them for an offline save (decision 0053).
const loadSave = () => import('../api/save-restaurant-profile');
const loadImages = () => import('../api/restaurant-images');
const prefetchWrites = () => void Promise.all([loadSave(), loadImages()]).catch(() => {});

// Each tab loads its own code as it opens: the Overview and Statistics charts and cards (with the place
// editor's hours and map pin) stay out of a dashboard opened on Marketing, the row `npm run lighthouse`
// measures (docs/decisions/0055-signed-in-screens-weight-3.md). The service worker precaches them.
// Their texts, the edit form's and the New offer form's are the `ownerTools` bundle, loaded with them (0061).
const loadTabs = () =>
  Promise.all([import('./dashboard-tabs'), loadI18nBundle('ownerTools')]).then(([m]) => m);
const OverviewTab = lazyComponent(() => loadTabs().then((m) => m.OverviewTab));
const StatisticsTab = lazyComponent(() => loadTabs().then((m) => m.StatisticsTab));
// The place editor's texts (`places`) come with its code: the dashboard's own bundles leave them out.
// The edit form is its own chunk: a dashboard opens on its tabs, and Edit Profile fetches it on hover or
// focus (decision 0059).
// Whether a vision model is configured (the bill scan's button) is read with the form's code.
const RestaurantForm = lazyComponent(() =>
  Promise.all([
    import('./restaurant-form'),
    import('@/platform/vision-config'),
    loadI18nBundle('ownerTools'),
  ]).then(
    ([m, { visionConfig }]) =>
      function RestaurantFormWithScan(props: React.ComponentProps<typeof m.RestaurantForm>) {
        return <m.RestaurantForm {...props} scanBill={visionConfig() ? props.scanBill : undefined} />;
      },
  ),
);
const PlaceEditor = lazyComponent(() =>
  Promise.all([import('./place-editor'), loadI18nBundle('places')]).then(([m]) => m.PlaceEditor),
);

/**
 * /restaurant/profile (owners only, RequireOwner): view with tabs, or the edit form. `marketing`: what
 * the Marketing tab shows (the app gives the offers feature's screen; without it, the sample campaigns).
 */
export function RestaurantProfilePage({ marketing }: { marketing?: MarketingSlot } = {}) {
  const { t } = useTranslation('restaurant');
  // The remembered own record draws the page until the live one arrives (decision 0062).
  const { uid, user } = useOwnRecord();
  const profile = user?.restaurantProfile ?? null;
  const [editing, setEditing] = useState(false);
  const showToast = useToastStore((s) => s.show);

  if (!uid) return <FullPageSpinner />;

  const save = async (values: FormValues, images?: string[]) => {
    const { saveRestaurantProfile } = await loadSave();
    await saveRestaurantProfile(uid, values, undefined, images);
    setEditing(false);
    showToast(t('messages.saved'), 'success');
  };
  const images: ImagesControl = {
    initial: profile?.images ?? [],
    upload: async (file, onProgress) => (await loadImages()).uploadRestaurantImage(uid, file, onProgress),
    discard: (urls) => void loadImages().then((m) => m.deleteRestaurantImages(urls, uid)),
  };

  // Edit mode opens by itself when there is no profile yet.
  if (editing || !profile) {
    prefetchWrites();
    return (
      <div className="flex flex-col gap-4 p-4">
        <Suspense fallback={<SkeletonRows count={4} />}>
          <RestaurantForm
            title={profile ? t('page.editTitle') : t('page.setupTitle')}
            initial={profile ? formFromProfile(profile) : emptyForm()}
            onSave={save}
            onCancel={profile ? () => setEditing(false) : undefined}
            scanBill={scanBill}
            images={images}
          />
        </Suspense>
        {!profile && <EmptyState title={t('page.emptyTitle')} description={t('page.emptyDescription')} />}
      </div>
    );
  }

  return (
    <RestaurantView
      uid={uid}
      profile={{ ...formFromProfile(profile), images: profile.images, restaurantKey: profile.restaurantKey }}
      onEdit={() => setEditing(true)}
      marketing={marketing}
    />
  );
}

function RestaurantView({
  uid,
  profile,
  onEdit,
  marketing,
}: {
  uid: string;
  profile: FormValues & { images: string[]; restaurantKey?: string };
  onEdit: () => void;
  marketing?: MarketingSlot;
}) {
  const { t } = useTranslation('restaurant');
  // The address may name the first tab (`?tab=marketing`): a link to it, and the Marketing tab's row
  // of `npm run lighthouse` (docs/decisions/0045-signed-in-screens-weight.md).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => tabOf(params.get('tab')) ?? 'overview');
  const [now] = useState(() => new Date());
  const stats = useRestaurantStats(uid);
  const restaurantKey = useProfileRestaurantKey(profile);
  const bills = useRestaurantBills(restaurantKey);
  // The rating and review count are the verified diners' (the public page's counters, decision 0038).
  const rating = useRestaurantRating(restaurantKey);
  const d: DashboardData = {
    stats: stats.data,
    statsLoading: stats.loading,
    statsError: stats.error,
    retryStats: stats.retry,
    bills: bills.data,
    billsLoading: bills.loading,
    billsError: bills.error,
    retryBills: bills.retry,
    page: rating.data,
    pageError: rating.error,
    now,
  };
  return (
    <div className="flex flex-col gap-4 p-4">
      <RestaurantHeader
        profile={{ ...profile, rating: rating.data?.rating ?? 0, reviews: rating.data?.reviews ?? 0 }}
        ratingLoading={rating.loading}
        action={
          <Button
            variant="secondary"
            onClick={onEdit}
            onPointerEnter={RestaurantForm.prefetch}
            onFocus={RestaurantForm.prefetch}
            className="shrink-0"
          >
            {t('page.editProfile')}
          </Button>
        }
      />
      {/* A profile saved before claims waits a moment for its key's code (decision 0063). */}
      {restaurantKey === null ? (
        <SkeletonRows count={3} />
      ) : (
        <>
          {/* Its own line: beside Edit Profile it squeezed the name at 360 px (Italian). */}
          <Link
            to={restaurantPagePath(restaurantKey)}
            className="self-start text-sm font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
          >
            {t('page.publicPage')}
          </Link>
          <Link
            to={PATHS.till}
            className="self-start text-sm font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
          >
            {t('till.open')}
          </Link>
          {rating.error && <ErrorState message={rating.error} onRetry={rating.retry} />}
          <RestaurantTabs active={tab} onChange={setTab}>
            {tab !== 'marketing' && (
              <Suspense fallback={<SkeletonRows count={3} />}>
                {tab === 'overview' && <OverviewTab d={d} />}
                {tab === 'overview' && (
                  <PlaceEditor restaurant={{ restaurantKey, name: profile.name, address: profile.address }} />
                )}
                {tab === 'statistics' && <StatisticsTab d={d} />}
              </Suspense>
            )}
            {tab === 'marketing' && (
              <MarketingTab
                slot={marketing}
                context={{ ownerId: uid, restaurantKey, restaurantName: profile.name }}
              />
            )}
          </RestaurantTabs>
        </>
      )}
    </div>
  );
}
